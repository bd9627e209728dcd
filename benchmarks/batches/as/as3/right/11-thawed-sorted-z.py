# Right: inputs and content are thawed to plain dicts/lists (same JSON values), the stamp is
# isoformat() with "+00:00" turned into "Z" (only at its end), keys sorted; json.dumps escapes
# every newline, quote, control character and lone surrogate; one "\n" ends it. is_error is
# status != "ok"; denied_by/deny_reason come from outcome.denial whatever the status.
import json

from toolhooks.readonly import thaw


def audit_line(outcome):
    stamp = outcome.timestamp.isoformat()
    if stamp.endswith("+00:00"):
        stamp = stamp[: -len("+00:00")] + "Z"
    has_denial = outcome.denial is not None
    line = {
        "timestamp": stamp,
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": thaw(outcome.sent_input),
        "input_received": thaw(outcome.received_input),
        "output": thaw(outcome.result["content"]) if outcome.result is not None else None,
        "is_error": outcome.status not in ("ok",),
        "denied_by": outcome.denial.hook_name if has_denial else None,
        "deny_reason": outcome.denial.deny.reason if has_denial else None,
    }
    return json.dumps(line, sort_keys=True) + "\n"
