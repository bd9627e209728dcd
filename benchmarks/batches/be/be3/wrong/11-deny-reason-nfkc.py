# Wrong: breaks "deny_reason (... outcome.denial.deny.reason, the reason whole ...)": the
# reason is NFKC-normalised so look-alike characters compare equal in searches. Input: a
# denial with reason "ﬁle limit ½ reached" (ligature, fraction): logged as "file limit 1⁄2 reached".
import json
import unicodedata


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
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
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": unicodedata.normalize("NFKC", denial.deny.reason) if denial else None,
    }
    return json.dumps(record) + "\n"
