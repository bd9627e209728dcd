# Wrong: breaks "the first `Deny` a hook returned, that very object" and "A `Deny` with no
# alternative (`None`) or a blank one is returned as it is". Taking notebook 04's advice, a Deny
# without a usable alternative is replaced by one with a default alternative: Deny("no") comes back
# as Deny("no", "ask a human operator for help").
from toolhooks import Deny, Rewrite

_DEFAULT_ALTERNATIVE = "ask a human operator for help"


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            if decision.alternative is None or not decision.alternative.strip():
                return Deny(decision.reason, _DEFAULT_ALTERNATIVE)
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
