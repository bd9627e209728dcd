# Breaks: `output` "(`outcome.result["content"]` as it is: ... its characters as they are ...)".
# Input: a result whose content is "ok \u202etxt.exe" (a RIGHT-TO-LEFT OVERRIDE): the line must
# hold it; this answer strips bidi controls from string outputs ("Trojan Source" defence for
# people reading the log), so `output` reads back as "ok txt.exe".
import json
import re

_BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _safe(content):
    if isinstance(content, str):
        return _BIDI.sub("", content)
    return content


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
        "output": None if result is None else _safe(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
