# Breaks: "`tool_use_id` and `tool_name` (as they are ...)".
# Anthropic's versioned tool names carry a date ("web_search_20250305", "text_editor_20250728"); this
# answer drops a trailing _YYYYMMDD or _vN so dashboards group versions together: tool_name
# "web_search_20250305" is written as "web_search". "lookup_user" is untouched.
import json
import re

_VERSION = re.compile(r"_(?:\d{8}|v\d+)$")


def audit_line(outcome):
    context, result, denial = outcome.context, outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": _VERSION.sub("", outcome.tool_name),
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
