# Breaks "A Rewrite applies as given": string values of a rewrite that read as ISO dates are
# parsed into datetime objects (datetime.fromisoformat, "Z" too in 3.11) for later hooks.
# Input: hooks [lambda c: Rewrite({"not_before": "2026-03-02T10:30:00Z"})]: the result's input
# holds datetime(2026, 3, 2, 10, 30, tzinfo=timezone.utc), not the string.
import re
from datetime import datetime

from toolhooks import ALLOW, Deny, Rewrite

_ISO = re.compile(r"\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?")


def _typed(value):
    if isinstance(value, str) and _ISO.fullmatch(value):
        try:
            return datetime.fromisoformat(value)
        except ValueError:
            return value
    return value


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({k: _typed(v) for k, v in decision.new_input.items()})
    return call
