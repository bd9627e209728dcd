# Right: writes the object member by member, each key and value through json.dumps with
# its default ensure_ascii=True (every non-ASCII character, a lone surrogate included,
# becomes a \u escape, so no raw "\n"/"\r" can appear); the time is the date and the
# time-of-day isoformat()s (4-digit year, microseconds only when non-zero) plus "Z".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    moment = outcome.timestamp
    stamp = f"{moment.date().isoformat()}T{moment.time().isoformat()}Z"
    denied = outcome.denial is not None
    members = {
        "timestamp": stamp,
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": outcome.result.get("content") if outcome.result is not None else None,
        "is_error": outcome.status not in {"ok"},
        "denied_by": outcome.denial.hook_name if denied else None,
        "deny_reason": outcome.denial.deny.reason if denied else None,
    }
    body = ",".join(f"{json.dumps(key)}:{json.dumps(value)}" for key, value in members.items())
    return "{" + body + "}\n"
