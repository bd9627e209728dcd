# Right: every graded key from the outcome's own fields: isoformat() of the UTC timestamp (+00:00,
# fraction only when non-zero), the context's ids, names and inputs as they are, output = content
# or null only when result is None, is_error = status != "ok", denial fields from outcome.denial
# whatever the status. json.dumps escapes controls, quotes and lone surrogates (ASCII out); one "\n".
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    line = json.dumps(
        {
            "timestamp": outcome.timestamp.isoformat(),
            "session_id": outcome.context.session_id,
            "user_id": outcome.context.user_id,
            "tool_use_id": outcome.tool_use_id,
            "tool_name": outcome.tool_name,
            "status": outcome.status,
            "input_sent": outcome.sent_input,
            "input_received": outcome.received_input,
            "output": result.get("content") if result is not None else None,
            "is_error": outcome.status != "ok",
            "denied_by": denial.hook_name if denial is not None else None,
            "deny_reason": denial.deny.reason if denial is not None else None,
        }
    )
    return line + "\n"
