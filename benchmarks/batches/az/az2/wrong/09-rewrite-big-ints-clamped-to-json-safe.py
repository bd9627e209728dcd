# Breaks "A Rewrite applies as given": integers beyond JavaScript's safe range (2**53 - 1)
# in a rewrite are clamped to it, so the input survives any JSON reader.
# Input: hooks [lambda c: Rewrite({"order_id": 2**60})]: the result's input holds
# 9007199254740991, not 1152921504606846976 (the notebook's amounts are small and pass).
from toolhooks import ALLOW, Deny, Rewrite

_SAFE = 2**53 - 1


def _json_safe(value):
    if isinstance(value, int) and not isinstance(value, bool):
        return max(-_SAFE, min(_SAFE, value))
    return value


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({k: _json_safe(v) for k, v in decision.new_input.items()})
    return call
