# Right: every graded key from its own source (context fields, ids as they are, the inputs whatever
# the status, result["content"] or null only for a None result, is_error = status != "ok", the
# denial's hook_name/reason or null). The time is the UTC date, "T", the time (microseconds only
# when non-zero) and "Z"; json.dumps (ASCII, so surrogates and U+2028 are escaped) plus one "\n".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    moment = outcome.timestamp  # always UTC in a ToolOutcome
    stamp = f"{moment.date().isoformat()}T{moment.time().isoformat()}Z"
    result, denial = outcome.result, outcome.denial
    fields = [
        ("timestamp", stamp),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", (result or {}).get("content") if result is not None else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", denial.hook_name if denial is not None else None),
        ("deny_reason", denial.deny.reason if denial is not None else None),
    ]
    return json.dumps(dict(fields), separators=(",", ":")) + "\n"
