# Breaks: "`input_sent` ... and `input_received` ..., each value as it is (... nothing
# masked)". An Edit's old_string and new_string (whole file fragments) are replaced by their
# length: sent_input {"file_path": "a.py", "old_string": "x", "new_string": "y"} of tool
# "Edit" is written with "old_string": "<1 chars>", "new_string": "<1 chars>".
import json

_BULKY = ("old_string", "new_string")


def _slim(tool_name, tool_input):
    if tool_name != "Edit" or not isinstance(tool_input, dict):
        return tool_input
    return {
        key: (f"<{len(value)} chars>" if key in _BULKY and isinstance(value, str) else value)
        for key, value in tool_input.items()
    }


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _slim(outcome.tool_name, outcome.sent_input),
        "input_received": _slim(outcome.tool_name, outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
