# Right: timestamp is isoformat(timespec="microseconds") (six digits, +00:00, same UTC instant); ids are
# outcome.context's fields; names, both inputs and content go to json.dumps unchanged (null output only
# for a None result); is_error = status != "ok"; denial fields from outcome.denial whatever the status;
# json.dumps leaves no raw "\n"/"\r" and never raises on a lone surrogate; one "\n" is appended.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    record = dict(
        timestamp=outcome.timestamp.isoformat(timespec="microseconds"),
        session_id=outcome.context.session_id,
        user_id=outcome.context.user_id,
        tool_use_id=outcome.tool_use_id,
        tool_name=outcome.tool_name,
        input_sent=outcome.sent_input,
        input_received=outcome.received_input,
        output=result.get("content") if result is not None else None,
        is_error=outcome.status not in {"ok"},
        denied_by=getattr(denial, "hook_name", None),
        deny_reason=denial.deny.reason if denial else None,
    )
    return "%s\n" % json.dumps(record, separators=(", ", ": "))
