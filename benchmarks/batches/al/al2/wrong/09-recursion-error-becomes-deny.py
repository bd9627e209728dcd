# Breaks "an exception from a hook, of any kind (...), propagates as it is": a RecursionError
# (feared from hooks that run their own chain inside) is turned into a Deny. Input:
# run_chain([hook], call) with hook raising RecursionError("maximum recursion depth exceeded")
# returns Deny("a hook recursed ...") instead of raising.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except RecursionError:
            return Deny("a hook recursed without end; the call was stopped",
                        "fix the hook that calls the chain again")
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
