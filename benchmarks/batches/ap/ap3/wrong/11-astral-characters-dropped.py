# Breaks (Ex. 11, Returns): output "as it is ... its characters as they are", deny_reason "the reason
# whole". MySQL utf8mb3 habit: characters past U+FFFF are removed from the text fields first.
# Input: an ok outcome whose result content is "deployed 🚀" (or a Deny reason "no 🚀 today"):
# the line says "deployed "; expected "deployed 🚀".
import json
import re

_ASTRAL = re.compile("[\U00010000-\U0010FFFF]")


def _storable(text):
    return _ASTRAL.sub("", text) if isinstance(text, str) else text


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else _storable(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else _storable(denial.deny.reason),
    }
    return json.dumps(record, ensure_ascii=False) + "\n"
