# Breaks: "`session_id` and `user_id` (`outcome.context`'s own fields ...)", written as they
# are. Both ids are NFKC-normalised so look-alike spellings join up in queries: a context
# with user_id "ｕ_004" (fullwidth u) is written as "u_004", and session_id "s_ﬁx"
# (the "fi" ligature) as "s_fix".
import json
import unicodedata


def audit_line(outcome):
    context = outcome.context
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": unicodedata.normalize("NFKC", context.session_id),
        "user_id": unicodedata.normalize("NFKC", context.user_id),
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
