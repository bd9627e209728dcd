# Wrong: breaks "A `Rewrite` applies as given (...), however many there are". A Rewrite is applied
# only when its new input is truthy, so a hook returning Rewrite({}) (clear every argument) leaves
# the call as it was: run_chain([lambda c: Rewrite({})], call).input is the old input, not {}.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and decision.new_input:
            call = call.with_input(decision.new_input)
    return call
