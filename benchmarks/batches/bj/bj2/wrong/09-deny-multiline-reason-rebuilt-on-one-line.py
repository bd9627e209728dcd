# Breaks "Returns: the first Deny a hook returned, that very object": a Deny whose reason spans
# several lines is rebuilt on one line ("log-friendly"). Input: hooks
# [lambda c: Deny("over the weekly limit\nask a manager")] returns a new
# Deny("over the weekly limit ask a manager"), not the hook's object.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            if "\n" in decision.reason or "\r" in decision.reason:
                return Deny(" ".join(decision.reason.split()), decision.alternative)
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
