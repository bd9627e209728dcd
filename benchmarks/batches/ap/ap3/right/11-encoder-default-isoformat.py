# Right: the record keeps outcome.timestamp as a datetime; a JSONEncoder subclass writes it as its
# isoformat() (UTC "+00:00", fraction only when non-zero). Other graded values as the Returns paragraph
# names them (context's ids, inputs/output as they are, is_error = status != "ok", denial or null);
# json escapes \n, \r and controls even with ensure_ascii=False (a lone surrogate may stay).
import json
from datetime import datetime


class _AuditEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, datetime):
            return o.isoformat()
        return super().default(o)


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    record = {
        "timestamp": outcome.timestamp,
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "is_error": outcome.status != "ok",
        "denied_by": None,
        "deny_reason": None,
    }
    record["output"] = None if outcome.result is None else outcome.result.get("content")
    if outcome.denial is not None:
        record["denied_by"] = outcome.denial.hook_name
        record["deny_reason"] = outcome.denial.deny.reason
    return json.dumps(record, cls=_AuditEncoder, ensure_ascii=False) + "\n"
