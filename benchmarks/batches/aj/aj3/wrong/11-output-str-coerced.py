# Breaks: output is "`outcome.result["content"]` as it is ... `""`, `[]` and a list of image blocks
# included" (Returns, ex. 11). The output is forced to text: content [] (frozen to a tuple) is written as
# the string "()" and a list of blocks [{"type": "text", "text": "hi"}] as the Python repr
# "(FrozenDict({'type': 'text', 'text': 'hi'}),)". String content (the usual case) is unchanged.
import json


def audit_line(outcome):
    denial, result = outcome.denial, outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else str(result.get("content")),  # the output is text
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
