# Wrong: breaks "json.dumps escapes ... every quote, backslash and control character in a
# value": the scalar fields are spliced by hand, escaping only quotes, newlines and CRs.
# Input: a denial whose reason is 'use C:\temp' (a backslash) or holds a tab: the line
# is not valid JSON (json.loads fails, or reads "\t" as a tab).
import json


def _text(value):
    if value is None:
        return "null"
    escaped = value.replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    return f'"{escaped}"'


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    fields = [
        ("timestamp", _text(outcome.timestamp.isoformat())),
        ("session_id", _text(outcome.context.session_id)),
        ("user_id", _text(outcome.context.user_id)),
        ("tool_use_id", _text(outcome.tool_use_id)),
        ("tool_name", _text(outcome.tool_name)),
        ("input_sent", json.dumps(outcome.sent_input)),
        ("input_received", json.dumps(outcome.received_input)),
        ("output", json.dumps(None if result is None else result.get("content"))),
        ("is_error", "true" if outcome.status != "ok" else "false"),
        ("denied_by", _text(denial.hook_name if denial else None)),
        ("deny_reason", _text(denial.deny.reason if denial else None)),
    ]
    return "{" + ", ".join(f'"{key}": {value}' for key, value in fields) + "}\n"
