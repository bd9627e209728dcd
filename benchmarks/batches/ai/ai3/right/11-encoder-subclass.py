# Right: a JSONEncoder writes the UTC datetime as isoformat() (T, +00:00, padded year, fraction only when set);
# ids/names from the outcome and context's own fields; inputs and output as they are (None -> null); is_error is
# the bool status != "ok"; denial fields from outcome.denial whatever the status, else null. ensure_ascii escapes
# controls, newlines, U+2028 and lone surrogates, so the appended "\n" is the line's only newline.
import json
from datetime import datetime


class _AuditEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, datetime):
            return o.isoformat()
        return super().default(o)


_ENCODER = _AuditEncoder(separators=(",", ":"))


def audit_line(outcome):
    ctx, denial, result = outcome.context, outcome.denial, outcome.result
    fields = (
        ("timestamp", outcome.timestamp),
        ("session_id", ctx.session_id),
        ("user_id", ctx.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", result.get("content") if result is not None else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", denial.hook_name if denial is not None else None),
        ("deny_reason", denial.deny.reason if denial is not None else None),
    )
    return _ENCODER.encode(dict(fields)) + "\n"
