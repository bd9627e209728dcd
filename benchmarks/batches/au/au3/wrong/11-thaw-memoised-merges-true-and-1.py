# Breaks "each value as it is (`true` is not `1` ...)": values are thawed through an lru_cache, and equal
# keys share a cache entry, so FrozenDict({"flag": True}) gets the cached copy of FrozenDict({"flag": 1}).
# Input: one outcome with sent_input {"flag": 1} and received_input {"flag": True} (a rewrite) -> both are
# written {"flag": 1}; likewise a later call whose input holds True after one that held 1.
import functools
import json

from toolhooks.readonly import thaw


@functools.lru_cache(maxsize=4096)
def _plain(value):
    """thaw() is recursive: do it once per distinct value."""
    return thaw(value)


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _plain(outcome.sent_input),
        "input_received": _plain(outcome.received_input),
        "output": None if outcome.result is None else _plain(outcome.result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
