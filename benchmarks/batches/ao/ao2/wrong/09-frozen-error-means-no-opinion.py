# Breaks "an exception from a hook, of any kind ..., propagates as it is": a hook that tries to
# edit call.input in place (call.input["amount_eur"] = 50) raises FrozenError, and the chain
# skips that hook instead of letting the FrozenError through.
from toolhooks import FrozenError
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except FrozenError:
            continue  # the hook tried to mutate the input; its edit is refused, so ignore it
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
