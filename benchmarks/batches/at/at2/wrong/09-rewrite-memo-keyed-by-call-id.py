# Breaks "call with its input replaced by each Rewrite in turn": rewritten calls are memoised
# under (id(call), new_input); a freed call's id is reused by CPython, so in a loop building a
# fresh call per tool_use (toolu_1, toolu_2, ...) with the same Rewrite({"limit": 10}), a later
# chain gets an earlier call back (its tool_use_id, context and time). One chain alone is right.
from toolhooks import ALLOW, Deny, Rewrite

_REWRITTEN = {}


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            key = (id(call), decision.new_input)
            if key not in _REWRITTEN:
                if len(_REWRITTEN) > 4096:
                    _REWRITTEN.clear()
                _REWRITTEN[key] = call.with_input(decision.new_input)
            call = _REWRITTEN[key]
    return call
