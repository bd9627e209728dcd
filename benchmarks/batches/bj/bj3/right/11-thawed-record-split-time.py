# Right: thaws inputs/output into plain lists/dicts (toolhooks.readonly.thaw, not AuditLog),
# keeping every scalar as it is (true stays true, 20.0 stays 20.0); the time is the UTC date,
# "T", the naive time (seconds, plus microseconds when non-zero) and "+00:00"; json.dumps
# with ensure_ascii=False keeps U+2028 and lone surrogates (allowed) and escapes \n and \r.
import json

from toolhooks.readonly import thaw


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    moment = outcome.timestamp
    result = outcome.result
    record = {}
    record["timestamp"] = moment.date().isoformat() + "T" + moment.time().isoformat() + "+00:00"
    record["session_id"] = outcome.context.session_id
    record["user_id"] = outcome.context.user_id
    record["tool_use_id"] = outcome.tool_use_id
    record["tool_name"] = outcome.tool_name
    record["input_sent"] = thaw(outcome.sent_input)
    record["input_received"] = thaw(outcome.received_input)
    record["output"] = thaw(result.get("content")) if result is not None else None
    record["is_error"] = not outcome.status == "ok"
    if outcome.denial is None:
        record["denied_by"] = record["deny_reason"] = None
    else:
        record["denied_by"] = outcome.denial.hook_name
        record["deny_reason"] = outcome.denial.deny.reason
    line = json.dumps(record, ensure_ascii=False)
    return f"{line}\n"
