# Right: the line is json.dumps (ASCII, every control, quote and backslash escaped, a lone
# surrogate as its \u escape) with "<", ">" and "&" also written as \u escapes, which only
# occur inside strings and read back as the same characters; the timestamp always carries six
# fraction digits (allowed) and "+00:00"; the other graded keys are the outcome's own fields.
import json

_HTML_SAFE = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"}


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    fields = [
        ("timestamp", outcome.timestamp.isoformat(timespec="microseconds")),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", None if result is None else result.get("content")),
        ("is_error", not outcome.status == "ok"),
        ("denied_by", getattr(denial, "hook_name", None)),
        ("deny_reason", None if denial is None else denial.deny.reason),
        ("problem", outcome.problem),
    ]
    text = json.dumps(dict(fields))
    for char, escape in _HTML_SAFE.items():
        text = text.replace(char, escape)
    return f"{text}\n"
