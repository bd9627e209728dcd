# Breaks "an exception from a hook ... propagates as it is" together with "When no hook
# denies, a `ToolCall`" on later runs: a nesting counter (against a hook that runs chains
# forever) is not decremented when a hook raises. Input: 50 runs of run_chain([h], call)
# with h raising ValueError (each propagates, fine), then run_chain([], call) ->
# RecursionError instead of call.
from toolhooks import ALLOW, Deny, Rewrite

_depth = 0
_MAX_NESTING = 50


def run_chain(hooks, call):
    global _depth
    _depth += 1
    if _depth > _MAX_NESTING:
        raise RecursionError("PreToolUse chains nested too deeply: a hook runs chains forever?")
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            _depth -= 1
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    _depth -= 1
    return call
