# Right: builds the object text itself, each key and value through json.dumps (so quotes,
# backslashes, \n, \r and control characters are escaped; with ensure_ascii a lone surrogate
# becomes "\ud800", never raising); values are the outcome's own fields as they are; time is
# "YYYY-MM-DDTHH:MM:SS.ffffffZ" with a zero-padded year; one "\n" at the end; no shared state.
import json


def _stamp(moment):
    # outcome.timestamp is already UTC; %Y is not zero-padded below year 1000 on glibc
    return f"{moment.year:04d}-{moment:%m-%dT%H:%M:%S}.{moment.microsecond:06d}Z"


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    pairs = [
        ("timestamp", _stamp(outcome.timestamp)),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", outcome.result["content"] if outcome.result is not None else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", None if denial is None else denial.hook_name),
        ("deny_reason", None if denial is None else denial.deny.reason),
    ]
    body = ", ".join(f"{json.dumps(key)}: {json.dumps(value)}" for key, value in pairs)
    return "{" + body + "}\n"
