# Breaks: "`output` (outcome.result["content"] as it is ... or `null` only when outcome.result is
# None". A result whose content is null gets "" ("no output"). Input: an ok outcome whose result is
# {"type": "tool_result", "tool_use_id": "toolu_01", "content": None}: output must be null, is "".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    if result is None:
        output = None
    else:
        output = result.get("content")
        if output is None:
            output = ""  # the tool ran and said nothing
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
