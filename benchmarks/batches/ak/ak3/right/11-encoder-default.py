# Right: the record keeps the timestamp as the datetime itself and a JSONEncoder subclass turns it
# into isoformat() (UTC, +00:00); the other graded keys are the outcome's fields as named, null
# for a missing result or denial, is_error for every status but "ok". The encoder's one-line
# output escapes every control character, quote and lone surrogate; a single "\n" ends it.
import json
from datetime import datetime


class _AuditEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, datetime):
            return o.isoformat()
        return super().default(o)


_ENCODER = _AuditEncoder(separators=(", ", ": "))


def audit_line(outcome):
    record = dict(
        timestamp=outcome.timestamp,
        session_id=outcome.context.session_id,
        user_id=outcome.context.user_id,
        tool_use_id=outcome.tool_use_id,
        tool_name=outcome.tool_name,
        status=outcome.status,
        input_sent=outcome.sent_input,
        input_received=outcome.received_input,
        output=None,
        is_error=outcome.status != "ok",
        denied_by=None,
        deny_reason=None,
    )
    if outcome.result is not None:
        record["output"] = outcome.result.get("content")
    if outcome.denial is not None:
        record["denied_by"] = outcome.denial.hook_name
        record["deny_reason"] = outcome.denial.deny.reason
    return _ENCODER.encode(record) + "\n"
