# Breaks "A Rewrite applies as given": float values that are not finite (inf, -inf, nan),
# which strict JSON cannot hold, are replaced by None before the rewrite is applied.
# Input: hooks [lambda c: Rewrite({"limit": float("inf")})]: the result's input is
# {"limit": None}, not {"limit": inf}.
import math

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            cleaned = {
                key: (None if isinstance(value, float) and not math.isfinite(value) else value)
                for key, value in decision.new_input.items()
            }
            call = call.with_input(cleaned)
    return call
