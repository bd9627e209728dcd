# Breaks: with no Rewrite the result is "`call` itself ... (the very object, not an equal copy)".
# An explicit ALLOW is taken as an approval, and an approved call is re-issued as a new object:
# run_chain([lambda c: ALLOW], call) returns an equal copy that `is not call` (None-only chains are fine).
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    approved = False
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
        elif decision is ALLOW:
            approved = True
    return call.with_input(call.input) if approved else call
