# Right: thaws the frozen inputs and output into plain dicts and lists (same JSON values:
# true stays true, strings stay strings), writes the time as date "T" time "+00:00" (the
# time's isoformat keeps the microseconds exactly when they are not 0), and escapes with
# json's default ASCII output; one "\n" at the end, no other.
import json

from toolhooks.readonly import thaw


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    ts = outcome.timestamp
    stamp = ts.date().isoformat() + "T" + ts.time().isoformat() + "+00:00"
    record = dict(
        timestamp=stamp,
        session_id=outcome.context.session_id,
        user_id=outcome.context.user_id,
        tool_use_id=outcome.tool_use_id,
        tool_name=outcome.tool_name,
        input_sent=thaw(outcome.sent_input),
        input_received=thaw(outcome.received_input),
        output=None,
        is_error=outcome.status not in ("ok",),
        denied_by=None,
        deny_reason=None,
    )
    if outcome.result is not None:
        record["output"] = thaw(outcome.result.get("content"))
    if outcome.denial is not None:
        record["denied_by"] = outcome.denial.hook_name
        record["deny_reason"] = outcome.denial.deny.reason
    line = json.dumps(record, allow_nan=True)
    return f"{line}\n"
