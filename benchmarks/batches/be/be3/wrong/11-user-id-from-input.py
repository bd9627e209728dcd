# Wrong: breaks "session_id and user_id (outcome.context's own fields ...)": for a call
# that ran ("ok"), the customer named in the model's input (the support desk's tools take
# a user_id) is logged as the user. Input: status "ok", context user_id "u_004",
# received_input {"user_id": "u_999", "amount_eur": 5}: the line says "user_id": "u_999".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    ran = outcome.received_input if outcome.status == "ok" else None
    user = ran.get("user_id") if ran is not None and isinstance(ran.get("user_id"), str) else None
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": user or outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
