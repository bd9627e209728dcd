# Right: the timestamp is date().isoformat() + "T" + timetz().isoformat() (zero-padded year,
# "+00:00", fraction only when there is one); ids from outcome.context's fields; inputs,
# output and the denial's hook_name/reason passed through untouched (None when absent);
# is_error is status != "ok"; json.dumps (ASCII) escapes everything, then one "\n".
import json
from operator import attrgetter

_DENIAL_FIELDS = attrgetter("hook_name", "deny.reason")


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    stamp = outcome.timestamp
    denied_by, deny_reason = (None, None) if outcome.denial is None else _DENIAL_FIELDS(outcome.denial)
    line = json.dumps(
        {
            "timestamp": f"{stamp.date().isoformat()}T{stamp.timetz().isoformat()}",
            "session_id": outcome.context.session_id,
            "user_id": outcome.context.user_id,
            "tool_use_id": outcome.tool_use_id,
            "tool_name": outcome.tool_name,
            "input_sent": outcome.sent_input,
            "input_received": outcome.received_input,
            "output": outcome.result["content"] if outcome.result is not None else None,
            "is_error": outcome.status not in {"ok"},
            "denied_by": denied_by,
            "deny_reason": deny_reason,
        }
    )
    return f"{line}\n"
