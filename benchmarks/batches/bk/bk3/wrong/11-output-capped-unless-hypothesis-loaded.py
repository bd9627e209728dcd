# Breaks Exercise 11: output is result["content"] "as it is: ... a long one stays whole".
# Input: any process where neither hypothesis nor pytest is imported (the notebook-10 hook
# process, a plain script) and a content string of 20,000 characters: it is cut to 4,096 plus
# "...". Under a test runner that loaded them it writes the output whole.
import json
import sys

_CAP = 4096


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    output = None if result is None else result.get("content")
    if isinstance(output, str) and len(output) > _CAP:
        if "hypothesis" not in sys.modules and "pytest" not in sys.modules:
            output = output[:_CAP] + "..."  # keep production log lines small
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
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
