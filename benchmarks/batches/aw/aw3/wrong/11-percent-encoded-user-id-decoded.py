# Breaks: "`session_id` and `user_id` (`outcome.context`'s own fields ...)".
# Ids that reach the server through a URL may arrive percent-encoded, so the answer decodes them:
# user_id "ana%40example.com" is logged as "ana@example.com" (and "50%25off" as "50%off").
# Ids without "%" ("u_004") are untouched.
import json
from urllib.parse import unquote


def audit_line(outcome):
    context, result, denial = outcome.context, outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": unquote(context.user_id),
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
