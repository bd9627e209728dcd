# Wrong: breaks "output (... as it is: ..., its characters as they are ...)": ANSI colour
# sequences (ESC [ ... m) are removed from a text output, as terminal output often has
# them. Input: result {"content": "\x1b[31mFAILED\x1b[0m 2 tests"}: logged as "FAILED 2 tests".
import json
import re

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    content = None if outcome.result is None else outcome.result.get("content")
    if isinstance(content, str):
        content = _ANSI.sub("", content)
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
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
