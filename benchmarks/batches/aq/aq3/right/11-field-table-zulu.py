# Right: each graded key is read from the outcome itself (context's own ids, names and inputs as they are, output
# = result["content"] or null only for result None, is_error = status != "ok", the denial's hook and reason or
# null); json.dumps(ensure_ascii=False) escapes quotes, backslashes and controls (no raw "\n"/"\r"; a lone
# surrogate stays a char, nothing is encoded), then one "\n". Time: naive UTC isoformat() + "Z" (T, 4-digit year).
import json


def _timestamp(outcome):
    return outcome.timestamp.replace(tzinfo=None).isoformat() + "Z"


def _output(outcome):
    return None if outcome.result is None else outcome.result.get("content")


def _denial(field):
    def read(outcome):
        if outcome.denial is None:
            return None
        return outcome.denial.hook_name if field == "hook" else outcome.denial.deny.reason
    return read


FIELDS = {
    "timestamp": _timestamp,
    "session_id": lambda outcome: outcome.context.session_id,
    "user_id": lambda outcome: outcome.context.user_id,
    "tool_use_id": lambda outcome: outcome.tool_use_id,
    "tool_name": lambda outcome: outcome.tool_name,
    "status": lambda outcome: outcome.status,
    "input_sent": lambda outcome: outcome.sent_input,
    "input_received": lambda outcome: outcome.received_input,
    "output": _output,
    "is_error": lambda outcome: outcome.status != "ok",
    "denied_by": _denial("hook"),
    "deny_reason": _denial("reason"),
}


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    record = {key: read(outcome) for key, read in FIELDS.items()}
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"
