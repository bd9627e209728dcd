# Right: one JSONEncoder (compact separators, non-ASCII kept) writes the record; the timestamp is
# handed over as the datetime itself and the encoder's default() writes its isoformat() (UTC,
# "+00:00"). Raw U+2028/U+2029 are escaped anyway, json escapes every "\n"/"\r", a lone surrogate
# passes through without an error, and the graded keys come straight from the outcome as they are.
import json
from datetime import datetime


class _TrailEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, datetime):
            return o.isoformat()
        return super().default(o)


_ENCODE = _TrailEncoder(ensure_ascii=False, separators=(",", ":")).encode


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = dict(
        timestamp=outcome.timestamp,
        session_id=outcome.context.session_id,
        user_id=outcome.context.user_id,
        tool_use_id=outcome.tool_use_id,
        tool_name=outcome.tool_name,
        status=outcome.status,
        tier=outcome.context.tier,
        input_sent=outcome.sent_input,
        input_received=outcome.received_input,
        output=outcome.result["content"] if outcome.result is not None and "content" in outcome.result else None,
        is_error=outcome.status in {"tool_error", "denied", "invalid", "hook_failed", "refused_by_host"},
        denied_by=getattr(denial, "hook_name", None),
        deny_reason=None if denial is None else denial.deny.reason,
        problem=outcome.problem,
    )
    text = _ENCODE(record).replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
    return text + "\n"
