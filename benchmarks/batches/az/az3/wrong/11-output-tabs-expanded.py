# Breaks: `output` "(`outcome.result["content"]` as it is: ... its characters as they are ...)".
# Input: a result whose content is "id\tname\nc_001\tPrinter" (tab-separated, as a CLI prints a
# table): this answer expands tabs to spaces ("a tab is a control character in a JSON line"),
# so `output` reads back as "id      name\nc_001   Printer".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    output = None if result is None else result.get("content")
    if isinstance(output, str):
        output = output.expandtabs()
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
