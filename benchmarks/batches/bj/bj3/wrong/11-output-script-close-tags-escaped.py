# Breaks: "output (outcome.result["content"] as it is: ... its characters as they are)".
# Input: a result whose content is "<html></html>" (or a text block with "</script>"): every
# "</" becomes "<\/" in the value itself (the dashboard inlines lines in a <script>), so the
# line reads back as "<html><\/html>". Outputs without "</" pass.
import json


def _script_safe(value):
    if isinstance(value, str):
        return value.replace("</", "<\\/")
    if isinstance(value, (list, tuple)):
        return [_script_safe(item) for item in value]
    if isinstance(value, dict):
        return {key: _script_safe(item) for key, item in value.items()}
    return value


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else _script_safe(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
