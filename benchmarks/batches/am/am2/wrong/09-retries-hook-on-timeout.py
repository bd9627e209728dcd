# Breaks: "an exception from a hook, of any kind ..., propagates as it is" (and each hook runs
# once at its place). A TimeoutError (the spend limit's database was slow) is retried once and
# the retry's decision used: a hook raising TimeoutError("spend query timed out") on its first
# call and returning None on its second lets run_chain return the call instead of raising.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except TimeoutError:
            decision = hook(call)  # one more try: a slow backend is not a verdict
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
