# Breaks: "`timestamp` (... that `datetime.fromisoformat` reads back to the same instant ...)".
# Input: audit_line(outcome stamped 2026-03-02T02:00:00+00:00), then audit_line(outcome stamped
# 2026-03-02T01:58:00+00:00): the second line says 02:00:00, since the answer keeps the trail's clock from
# going backwards (a module-level "latest stamp" shared by every call).
import json

_latest = [None]


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    stamp = outcome.timestamp
    if _latest[0] is not None and stamp < _latest[0]:
        stamp = _latest[0]  # lines must never go back in time
    _latest[0] = stamp
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": stamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
