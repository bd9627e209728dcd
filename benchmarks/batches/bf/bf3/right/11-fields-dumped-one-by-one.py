# Right: every graded key is taken from the field the text names (context's own ids, the
# status-independent denial, result content or null when result is None, is_error = status
# != "ok"); each value goes through json.dumps on its own (tuples/FrozenDicts become arrays and
# objects, control characters and quotes escaped, lone surrogates as \ud800), then the pairs are
# joined into one object with no raw newline, and exactly one "\n" is appended.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    pairs = (
        ("timestamp", outcome.timestamp.isoformat()),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", None if result is None else result.get("content")),
        ("is_error", outcome.status != "ok"),
        ("denied_by", None if denial is None else denial.hook_name),
        ("deny_reason", None if denial is None else denial.deny.reason),
        ("status", outcome.status),
    )
    body = ", ".join(f"{json.dumps(key)}: {json.dumps(value)}" for key, value in pairs)
    return "{" + body + "}\n"
