# Right: every graded key read straight from the outcome, dumped with ensure_ascii=False and
# compact separators (json still escapes quotes, backslashes and all control characters, so
# no raw "\n"/"\r"; a lone surrogate stays a character, never raises) plus one "\n"; the
# time is the UTC wall time's isoformat + "Z" (4-digit year, "T", fraction only when nonzero).
import json


def _denial_fields(denial):
    if denial is None:
        return None, None
    return denial.hook_name, denial.deny.reason


def audit_line(outcome):
    denied_by, deny_reason = _denial_fields(outcome.denial)
    result = outcome.result
    pairs = (
        ("timestamp", outcome.timestamp.replace(tzinfo=None).isoformat() + "Z"),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", result["content"] if result is not None and "content" in result else None),
        ("is_error", outcome.status not in ("ok",)),
        ("denied_by", denied_by),
        ("deny_reason", deny_reason),
    )
    return json.dumps(dict(pairs), ensure_ascii=False, separators=(",", ":")) + "\n"
