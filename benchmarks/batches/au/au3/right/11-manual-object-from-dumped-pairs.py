# Right: every key and value goes through json.dumps (default ensure_ascii: quotes, backslashes, control
# characters, U+2028 and lone surrogates become escapes, so no raw "\n"/"\r"), the pieces are joined into
# one object and one "\n" ends it. The timestamp is date + "T" + time (microseconds only when non-zero, as
# time.isoformat() does) + "+00:00"; ids and names from outcome/context fields, inputs and output as they are.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    moment = outcome.timestamp  # always UTC
    stamp = moment.date().isoformat() + "T" + moment.time().isoformat() + "+00:00"
    has_denial = outcome.denial is not None
    pairs = [
        ("timestamp", stamp),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", outcome.result["content"] if outcome.result is not None and "content" in outcome.result else None),
        ("is_error", not outcome.status == "ok"),
        ("denied_by", outcome.denial.hook_name if has_denial else None),
        ("deny_reason", outcome.denial.deny.reason if has_denial else None),
        ("status", outcome.status),
    ]
    body = ", ".join(json.dumps(key) + ": " + json.dumps(value) for key, value in pairs)
    return "{" + body + "}\n"
