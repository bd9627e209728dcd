# Wrong: breaks "output (outcome.result["content"] as it is ... its characters as they are)".
# Tools that return HTML-escaped text are "cleaned up" with html.unescape on string content:
# content "a &amp; b &lt;tag&gt;" is written "a & b <tag>". Content without entities passes,
# and list content is left alone.
import html
import json


def audit_line(outcome):
    content = None if outcome.result is None else outcome.result.get("content")
    if isinstance(content, str):
        content = html.unescape(content)
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": content,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
