# Breaks "The graded keys: ... `user_id` ..., `input_sent` ... `input_received` ..., `denied_by` and
# `deny_reason`" for every outcome: when `outcome.result` is None (a Pre hook crashed) an early
# return writes a short line without them. Input: a "hook_failed" outcome with result=None,
# problem="PreHookError in tier_check" -> the line has no user_id, input_sent, input_received,
# denied_by or deny_reason.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    stamp = outcome.timestamp.isoformat()
    context = outcome.context
    if outcome.result is None:  # a Pre hook crashed: the tool never ran, nothing came back
        short = {
            "timestamp": stamp,
            "session_id": context.session_id,
            "tool_use_id": outcome.tool_use_id,
            "tool_name": outcome.tool_name,
            "status": outcome.status,
            "problem": outcome.problem,
            "output": None,
            "is_error": True,
        }
        return json.dumps(short) + "\n"
    denial = outcome.denial
    record = {
        "timestamp": stamp,
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
