# Breaks "Returns: the first Deny a hook returned, that very object": a Deny whose reason has
# surrounding whitespace is rebuilt with the reason stripped. Input: hooks
# [lambda c: Deny("  over the weekly limit  ")] returns a new Deny("over the weekly limit"),
# not the hook's object (an unpadded Deny is returned as it is).
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            if decision.reason != decision.reason.strip():
                return Deny(decision.reason.strip(), decision.alternative)
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
