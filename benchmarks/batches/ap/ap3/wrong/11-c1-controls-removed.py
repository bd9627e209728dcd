# Breaks (Ex. 11, Returns): output "as it is ... its characters as they are" ("U+2028 (U+0085 too)
# may stay as it is"). C1 control characters (U+0080-U+009F, e.g. CSI U+009B) are removed from the
# output first, as terminal escapes. Input: an ok outcome with result content "a\x9b31mb\x85c":
# the line holds "a31mbc"; expected the text unchanged.
import json
import re

_C1 = re.compile("[\x80-\x9f]")


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    output = None if result is None else result.get("content")
    if isinstance(output, str):
        output = _C1.sub("", output)
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record, ensure_ascii=False) + "\n"
