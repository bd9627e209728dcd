# Wrong: breaks "an outcome of another status may carry a denial too" (denied_by/deny_reason come
# from outcome.denial whatever the status): it asserts a denial appears only on "denied" outcomes.
# Input: ToolOutcome(..., status="ok", ..., denial=Denial("rules.tier", Deny("no"))) raises
# AssertionError; expected a line with denied_by "rules.tier", deny_reason "no", is_error false.
import json


def audit_line(outcome):
    denial = outcome.denial
    assert (denial is not None) == (outcome.status == "denied"), "denial without a denied status"
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
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
