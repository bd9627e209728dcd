# Breaks "Returns: one `str`: a JSON object followed by a single "\n"" (the line for every
# finished call): a malformed block (status "invalid") is not a tool call, so it gets an
# empty string. Input: ToolOutcome(status="invalid", tool_name="lookup_user", ...,
# problem="input is not an object"): returns ""; expected its JSON line.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    if outcome.status == "invalid":
        return ""  # the model never made a usable call: nothing to audit
    denial = outcome.denial
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
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
