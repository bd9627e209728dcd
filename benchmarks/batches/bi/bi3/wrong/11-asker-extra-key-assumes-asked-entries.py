# Wrong: the line must be returned for every ToolOutcome, and "denied_by ... null without a
# denial, whatever asked and decided_by hold". An extra "asked_by" key reads
# outcome.asked[0] whenever decided_by is set: an outcome with decided_by="supervisor" and
# asked=() raises IndexError instead of giving a line.
import json


def audit_line(outcome):
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
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    if outcome.decided_by is not None:  # a person decided: say who asked and who decided
        record["asked_by"] = outcome.asked[0].hook_name
        record["decided_by"] = outcome.decided_by
    return json.dumps(record) + "\n"
