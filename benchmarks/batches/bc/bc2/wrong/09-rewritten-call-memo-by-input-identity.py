# Breaks: "A `Rewrite` applies as given ..., however many there are" (each one through
# `call.with_input`) and "`call.with_input(...)` keeps its class and fields". Rewritten calls are
# memoised by id() of the new input: the same Rewrite object returned again (a hook listed
# twice, or a constant Rewrite in a later chain for another call) gets the old call back, with
# the old call's tool_use_id/context and no second with_input.
from toolhooks import Deny, Rewrite

_built = {}  # id(new_input) -> the call built for it


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            key = id(decision.new_input)
            if key not in _built:
                _built[key] = call.with_input(decision.new_input)
            call = _built[key]
    return call
