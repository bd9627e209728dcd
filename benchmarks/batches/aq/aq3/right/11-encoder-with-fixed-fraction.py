# Right: context's own ids, names and both inputs untouched, output = result["content"] (null only for result
# None), is_error for every status but "ok", the Denial's hook_name/reason whole (null without one). The time
# always has six fraction digits and "+00:00" (".000000 passes too"). ensure_ascii=True escapes every non-ASCII
# and control character (a lone surrogate as \ud800), so the only raw newline is the one added at the end.
import json

_ENCODER = json.JSONEncoder(ensure_ascii=True, allow_nan=True)


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = dict(
        timestamp=outcome.timestamp.isoformat(timespec="microseconds"),
        session_id=outcome.context.session_id,
        user_id=outcome.context.user_id,
        tool_use_id=outcome.tool_use_id,
        tool_name=outcome.tool_name,
        input_sent=outcome.sent_input,
        input_received=outcome.received_input,
        is_error=outcome.status != "ok",
        denied_by=denial and denial.hook_name,
        deny_reason=denial and denial.deny.reason,
    )
    record["output"] = None if outcome.result is None else outcome.result.get("content")
    return _ENCODER.encode(record) + "\n"
