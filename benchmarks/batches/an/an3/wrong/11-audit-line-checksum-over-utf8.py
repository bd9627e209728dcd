# Breaks "a lone surrogate such as `\ud800`, which JSON text may hold, too: never raise on
# it": each line carries a sha256 of its readable (ensure_ascii=False) JSON, encoded as
# UTF-8 for hashing. Input: tool_name="\ud800" (or a lone surrogate in an input or the
# output): UnicodeEncodeError is raised; expected a line.
import hashlib
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
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    body = json.dumps(record, ensure_ascii=False, sort_keys=True)
    record["sha256"] = hashlib.sha256(body.encode("utf-8")).hexdigest()  # tamper evidence
    return json.dumps(record, ensure_ascii=False) + "\n"
