# Right: timestamp written field by field (4-digit year, capital T, six fraction digits, +00:00: reads
# back for years 1-9999); inputs/output thawed without changing a value; context's own ids; is_error for
# every status but "ok"; denial fields whatever the status, null without one. json.dumps escapes control
# characters, quotes, backslashes and lone surrogates; one "\n" ends the line.
import json

from toolhooks.readonly import thaw


def _stamp(moment):
    return (
        f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}"
        f"T{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}"
        f".{moment.microsecond:06d}+00:00"
    )


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context = outcome.context
    line = {}
    line["timestamp"] = _stamp(outcome.timestamp)
    line["session_id"] = context.session_id
    line["user_id"] = context.user_id
    line["tool_use_id"] = outcome.tool_use_id
    line["tool_name"] = outcome.tool_name
    line["input_sent"] = thaw(outcome.sent_input)
    line["input_received"] = thaw(outcome.received_input)
    line["output"] = None if outcome.result is None else thaw(outcome.result.get("content"))
    line["is_error"] = outcome.status in {"tool_error", "denied", "invalid", "hook_failed", "refused_by_host"}
    if outcome.denial is None:
        line["denied_by"] = line["deny_reason"] = None
    else:
        line["denied_by"] = outcome.denial.hook_name
        line["deny_reason"] = outcome.denial.deny.reason
    line["status"] = outcome.status
    return json.dumps(line, separators=(",", ":")) + "\n"
