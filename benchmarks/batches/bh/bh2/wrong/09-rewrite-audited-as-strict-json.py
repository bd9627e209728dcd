# Breaks: "A Rewrite applies as given (None values too ...)". Every rewrite is audited with
# json.dumps(..., default=str, allow_nan=False) (odd types are stringified, but NaN and infinity
# are refused), so a hook returning Rewrite({**call.input, "amount_eur": float("nan")}) makes the
# chain raise ValueError instead of handing the rewritten call on.
import json

from toolhooks import Deny, Rewrite

AUDIT = []


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            AUDIT.append(json.dumps(dict(decision.new_input), default=str, allow_nan=False))
            call = call.with_input(decision.new_input)
    return call
