# Wrong: breaks "Return the first Deny ..., that very object". A Deny whose reason is over
# 500 characters is rebuilt with a shortened reason "to keep the model's observation small",
# so a hook returning Deny("x" * 600, "ask a manager") makes run_chain return a new Deny with
# a 500-character reason. Ordinary, short denials come back as the very object.
from toolhooks import ALLOW, Deny, Rewrite

_LIMIT = 500


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            if len(decision.reason) > _LIMIT:
                return Deny(decision.reason[: _LIMIT - 3] + "...", decision.alternative)
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
