# Wrong: "output ... `""`, `[]`, `None` (null) and a list of image blocks included" and a line
# is always returned. An extra "output_type" key reads the first block's "type" whenever the
# content is a list: an outcome whose result is {"content": []} raises IndexError.
import json


def audit_line(outcome):
    denial = outcome.denial
    content = None if outcome.result is None else outcome.result.get("content")
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": content,
        "output_type": content[0]["type"] if isinstance(content, (list, tuple)) else "text",
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
