# Wrong: breaks "A Rewrite applies as given". Decimal values are turned into floats "so the
# tool input stays JSON", so Rewrite({"amount_eur": Decimal("0.10")}) reaches the final call
# as 0.1 (a float), and Decimal("0.10") == 0.1 is False (the float is not exactly 0.1).
# Integer and float rewrites pass unchanged.
from decimal import Decimal

from toolhooks import ALLOW, Deny, Rewrite


def _jsonable(value):
    return float(value) if isinstance(value, Decimal) else value


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({k: _jsonable(v) for k, v in decision.new_input.items()})
    return call
