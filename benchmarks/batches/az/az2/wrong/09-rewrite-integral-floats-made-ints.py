# Breaks "A Rewrite applies as given ... even when its input equals the current one by ==":
# integral floats in a rewrite are tidied to int (50.0 -> 50), equal by == but not as given.
# Input: hooks [lambda c: Rewrite({"amount_eur": 50.0})]: the result's input holds the int 50
# (type(...) is int), not the float 50.0.
from toolhooks import ALLOW, Deny, Rewrite


def _tidy(value):
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        call = call.with_input({key: _tidy(value) for key, value in decision.new_input.items()})
    return call
