# Breaks "tool_use_id and tool_name (as they are ...)": the id is lower-cased so joins in the
# warehouse match case-insensitively. Input: tool_use_id "toolu_01A09q90qw90lq917835lq9" is
# written as "toolu_01a09q90qw90lq917835lq9".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id.lower(),  # the warehouse joins on lower-case ids
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
