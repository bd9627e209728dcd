# Right: every graded key read from its own field (context ids, names and inputs as they are,
# output None only without a result, is_error from status != "ok", denial fields from any
# denial); json.dumps with ensure_ascii=False escapes quotes, backslashes, controls, \n and \r,
# leaves U+2028 and lone surrogates as they are (allowed) and never raises; UTC written as Z.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    stamp = outcome.timestamp.isoformat()
    if stamp.endswith("+00:00"):
        stamp = stamp[: -len("+00:00")] + "Z"
    has_denial = outcome.denial is not None
    line = json.dumps(
        {
            "timestamp": stamp,
            "session_id": outcome.context.session_id,
            "user_id": outcome.context.user_id,
            "tool_use_id": outcome.tool_use_id,
            "tool_name": outcome.tool_name,
            "status": outcome.status,
            "input_sent": outcome.sent_input,
            "input_received": outcome.received_input,
            "output": outcome.result["content"] if outcome.result is not None else None,
            "is_error": outcome.status != "ok",
            "denied_by": outcome.denial.hook_name if has_denial else None,
            "deny_reason": outcome.denial.deny.reason if has_denial else None,
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return line + "\n"
