# Breaks "A denied call gets its line too" / "Returns: one `str`": the extra `deny_alternative` key
# calls .strip() on `outcome.denial.deny.alternative`, which is None for a Deny given no
# alternative. Input: a "denied" outcome with denial=Denial("tier", Deny("free tier cannot open
# case files")) -> AttributeError instead of a line.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
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
        "denied_by": None,
        "deny_reason": None,
        "deny_alternative": None,
    }
    if denial is not None:
        record["denied_by"] = denial.hook_name
        record["deny_reason"] = denial.deny.reason
        record["deny_alternative"] = denial.deny.alternative.strip()
    return json.dumps(record) + "\n"
