# Breaks "Returns: one `str` ..." for an `output` that is "`[]` and a list of image blocks included":
# an extra `output_preview` key calls str methods on the content, so a list content raises.
# Input: an "ok" outcome whose result is {"type": "tool_result", "content": [{"type": "image",
# "source": {...}}]} (or content []) -> AttributeError instead of a line.
import json


def _preview(content):
    if content is None:
        return None
    flat = content.replace("\n", " ")
    return flat if len(flat) <= 80 else flat[:77] + "..."


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    output = None if outcome.result is None else outcome.result.get("content")
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "output_preview": _preview(output),  # for the dashboard's table
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
