# Breaks: "`output` (... its characters as they are (no Unicode normalisation)" and "`deny_reason`
# (... the reason whole". For log shippers that want ASCII, the answer folds the line with the
# NFKD-then-encode("ascii", "ignore") recipe. Input: an ok outcome with content "café ✓" (or a denial
# whose reason holds "é"): the line reads back "cafe " — accents and symbols gone.
import json
import unicodedata


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    text = json.dumps(record, ensure_ascii=False)
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return folded + "\n"
