# A JSONEncoder subclass writes the datetime itself (isoformat: UTC, "+00:00"); every other value is
# the outcome's own: context ids, names, both inputs, the result's content (null only without a
# result), is_error = status != "ok", the denial's hook name and reason (null without one).
# ensure_ascii escapes all controls, so the only "\n" is the one added; a lone surrogate never raises.
import json
from datetime import datetime


class _AuditEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, datetime):
            return o.isoformat()
        return super().default(o)


_ENCODER = _AuditEncoder(ensure_ascii=True, separators=(",", ":"))


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    fields = (
        ("timestamp", outcome.timestamp),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", result["content"] if result is not None and "content" in result else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", denial.hook_name if denial is not None else None),
        ("deny_reason", denial.deny.reason if denial is not None else None),
    )
    return _ENCODER.encode(dict(fields)) + "\n"
