# Breaks: "`tool_use_id` and `tool_name` (as they are: an MCP tool's whole name ...)". The tool name is
# NFKC-normalised so that look-alike names group together on the dashboard. Input: an outcome whose
# tool_name is "ｌｏｏｋｕｐ_user" (fullwidth letters) or "mcp__ﬁles__list": the line holds
# "lookup_user" / "mcp__files__list".
import json
import unicodedata


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": unicodedata.normalize("NFKC", outcome.tool_name),
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
