# Wrong: breaks "deny_reason (outcome.denial.deny.reason, the reason whole)", "no other \n" and
# "never raise". The denial keys are appended with re.sub(r"\}$", ..., line), whose replacement
# holds the JSON-escaped reason, and re reads its escapes: reason "no refunds over 50 €" (JSON
# "\u20ac") raises re.error (bad escape \u); reason "line one\nline two" puts a raw newline in
# the line. Plain ASCII reasons on one line pass.
import json
import re


def audit_line(outcome):
    base = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
    }
    line = json.dumps(base)
    denial = outcome.denial
    by = json.dumps(denial.hook_name if denial else None)
    why = json.dumps(denial.deny.reason if denial else None)
    line = re.sub(r"\}$", f', "denied_by": {by}, "deny_reason": {why}}}', line)
    return line + "\n"
