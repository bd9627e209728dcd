# Right: the record keeps the datetime and a JSONEncoder writes it as date + "T" + time + "Z" (UTC,
# 4-digit year, HH:MM:SS, a fraction only when not 0); every other value is the outcome's own, as
# it is; ensure_ascii escapes surrogates and U+2028 without raising; is_error is status != "ok";
# denied_by/deny_reason come from outcome.denial whatever the status; one "\n" at the end.
import json
from datetime import datetime


class _AuditEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, datetime):
            return f"{o.date().isoformat()}T{o.time().isoformat()}Z"
        return super().default(o)


_ENCODER = _AuditEncoder()


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    match outcome.denial:
        case None:
            denied_by = deny_reason = None
        case denial:
            denied_by, deny_reason = denial.hook_name, denial.deny.reason
    record = {
        "timestamp": outcome.timestamp,
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": outcome.result["content"] if outcome.result is not None and "content" in outcome.result else None,
        "is_error": outcome.status != "ok",
        "denied_by": denied_by,
        "deny_reason": deny_reason,
    }
    return _ENCODER.encode(record) + "\n"
