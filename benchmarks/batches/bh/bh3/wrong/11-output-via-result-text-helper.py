# Wrong: breaks "`output` (`outcome.result["content"]` as it is ... `""`, `[]` and a list of
# image blocks included)": the learner reuses toolhooks.results.result_text, which flattens a
# block list to its joined text. Input: result content [{"type": "image", "source": {...}}]
# -> output is "" (and [] -> ""), the text wants the list itself.
import json

from toolhooks.results import result_text


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result_text(result),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
