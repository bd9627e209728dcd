# Breaks: "is_error (true for every status but "ok" ...)", so false for "ok". An outcome whose
# fields disagree, status "ok" with a problem note ("slow answer"), is written with is_error
# true because a problem was noted.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    failed = outcome.status != "ok" or outcome.problem is not None  # anything noted is an error
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": failed,
        "denied_by": None if outcome.denial is None else outcome.denial.hook_name,
        "deny_reason": None if outcome.denial is None else outcome.denial.deny.reason,
        "problem": outcome.problem,
    }
    return json.dumps(record) + "\n"
