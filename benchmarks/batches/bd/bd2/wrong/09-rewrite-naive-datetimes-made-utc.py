# Wrong: breaks "A Rewrite applies as given". Naive datetimes in a rewrite are made aware
# (astimezone(timezone.utc)) "so tools never see naive times": a
# Rewrite({"not_before": datetime(2026, 3, 2, 10, 0)}) ends as an aware datetime, which is
# not even == to the naive one. Rewrites of JSON values pass unchanged.
from datetime import datetime, timezone

from toolhooks import ALLOW, Deny, Rewrite


def _aware(value):
    if isinstance(value, datetime) and value.tzinfo is None:
        return value.astimezone(timezone.utc)
    return value


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({k: _aware(v) for k, v in decision.new_input.items()})
    return call
