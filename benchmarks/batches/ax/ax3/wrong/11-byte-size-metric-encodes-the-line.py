# Breaks "a lone surrogate such as \ud800, which JSON text may hold, too: never raise on it":
# the line is written with ensure_ascii=False and its UTF-8 size counted for a metric, so
# line.encode("utf-8") raises. Input: an outcome whose output (or an input value) is "\ud800"
# -> UnicodeEncodeError instead of a line.
import json
from collections import Counter

AUDIT_METRICS = Counter()


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
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
    line = json.dumps(record, ensure_ascii=False) + "\n"  # readable names in the file
    AUDIT_METRICS["lines"] += 1
    AUDIT_METRICS["bytes"] += len(line.encode("utf-8"))  # for the disk-usage dashboard
    return line
