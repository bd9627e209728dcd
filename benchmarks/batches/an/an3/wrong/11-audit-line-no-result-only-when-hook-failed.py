# Breaks "`output` (... or `null` only when `outcome.result` is `None`, whatever the
# `status`)": the code assumes only a hook_failed outcome lacks a result. Input: an outcome
# with status "ok" (or "refused_by_host") and result=None: AttributeError is raised; and a
# hook_failed outcome that has a result gets null instead of its content.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    if outcome.status == "hook_failed":
        output = None  # a Pre hook crashed: the call raised, no result was sent back
    else:
        output = outcome.result.get("content")
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
