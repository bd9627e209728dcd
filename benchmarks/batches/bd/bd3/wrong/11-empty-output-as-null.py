# Breaks "output (... "", [] and a list of image blocks included, or null only when
# outcome.result is None ...)": `or None` turns an empty output into null, so a result
# {"content": [], "is_error": False} (or "content": "") is written as "output": null.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result or {}
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": result.get("content") or None,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
