# Wrong: breaks "is_error (true for every status but "ok", "refused_by_host" included)": a match
# over the statuses it knows ends in an "impossible" branch that raises. Input: an outcome with
# status "refused_by_host" raises ValueError; expected a line with is_error true.
import json


def audit_line(outcome):
    match outcome.status:
        case "ok":
            is_error = False
        case "tool_error" | "denied" | "invalid" | "hook_failed":
            is_error = True
        case other:
            raise ValueError(f"unknown outcome status {other!r}")
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": is_error,
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
