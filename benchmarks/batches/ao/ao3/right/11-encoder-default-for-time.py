# Right: the datetime itself goes into the record and the encoder's default= turns it into
# isoformat() (UTC, "+00:00"); everything else is taken as it is from the outcome (context's own
# ids, inputs whatever the status, content or null for a None result, is_error for every status
# but "ok", denial fields or null). ensure_ascii keeps the line ASCII; one "\n" ends it.
import json
from datetime import datetime


def _encode_time(value):
    if isinstance(value, datetime):
        return value.isoformat()
    raise TypeError(f"not JSON: {type(value).__name__}")


_ENCODER = json.JSONEncoder(default=_encode_time)


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    try:
        output = outcome.result["content"]
    except (TypeError, KeyError):  # no result at all (a Pre hook crashed)
        output = None
    denial = outcome.denial
    record = dict(
        timestamp=outcome.timestamp,
        session_id=outcome.context.session_id,
        user_id=outcome.context.user_id,
        tool_use_id=outcome.tool_use_id,
        tool_name=outcome.tool_name,
        input_sent=outcome.sent_input,
        input_received=outcome.received_input,
        output=output,
        is_error=outcome.status not in {"ok"},
        denied_by=getattr(denial, "hook_name", None),
        deny_reason=None if denial is None else denial.deny.reason,
    )
    return "".join((_ENCODER.encode(record), "\n"))
