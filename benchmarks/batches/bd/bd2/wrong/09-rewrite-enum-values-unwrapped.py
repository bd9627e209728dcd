# Wrong: breaks "A Rewrite applies as given". Enum members in a rewrite are replaced by their
# .value "to keep the input plain data", so with `class Tier(enum.Enum): PREMIUM = "premium"`
# a Rewrite({"tier": Tier.PREMIUM}) reaches the final call as {"tier": "premium"}, which is
# not == Tier.PREMIUM. Plain JSON rewrites pass unchanged.
import enum

from toolhooks import ALLOW, Deny, Rewrite


def _plain(value):
    return value.value if isinstance(value, enum.Enum) else value


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({k: _plain(v) for k, v in decision.new_input.items()})
    return call
