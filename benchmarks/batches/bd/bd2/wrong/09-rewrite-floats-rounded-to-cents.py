# Wrong: breaks "A Rewrite applies as given". Float values of a rewrite are rounded to two
# places "as money", so Rewrite({"user_id": "u_004", "amount_eur": 33.333}) reaches the
# final call as 33.33, and 0.125 becomes 0.12 (round() goes half to even).
# Integer amounts, as in the notebook's cap_at_100 and round_to_25, pass unchanged.
from toolhooks import ALLOW, Deny, Rewrite


def _money(value):
    if isinstance(value, float):
        return round(value, 2)
    return value


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({k: _money(v) for k, v in decision.new_input.items()})
    return call
