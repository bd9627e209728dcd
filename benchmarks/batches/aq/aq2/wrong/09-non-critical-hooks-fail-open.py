# Breaks: "an exception from a hook, of any kind ..., propagates as it is" and "whatever attributes it
# carries (... fail_open: the hooks were chosen already)". A hook marked `critical = False` that raises
# is treated as no opinion: hook.critical = False with a hook raising ValueError lets the chain go on
# and return the call.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception:
            if getattr(hook, "critical", True):
                raise
            continue  # a nice-to-have check that broke: no opinion
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
