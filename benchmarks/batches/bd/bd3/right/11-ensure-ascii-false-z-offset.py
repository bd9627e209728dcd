# Right: every graded key from the field the text names (the context's own fields, the whole
# names, the inputs and content as they are, null output only without a result, is_error for
# every status but "ok", the denial's fields whenever there is one); ensure_ascii=False keeps
# characters as they are while json still escapes quotes, newlines and controls; "Z" offset.
import json


def audit_line(outcome):
    stamp = outcome.timestamp.isoformat()
    if stamp.endswith("+00:00"):
        stamp = stamp[: -len("+00:00")] + "Z"
    denial = outcome.denial
    has_denial = denial is not None
    fields = [
        ("timestamp", stamp),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", outcome.result.get("content") if outcome.result is not None else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", denial.hook_name if has_denial else None),
        ("deny_reason", denial.deny.reason if has_denial else None),
    ]
    return json.dumps(dict(fields), ensure_ascii=False) + "\n"
