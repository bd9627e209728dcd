# Right: every graded key comes from its own field (context ids, the outcome's ids, both inputs and the content as they
# are, null only for a None result, is_error = status != "ok", the denial's hook_name and deny.reason whenever there is one);
# ensure_ascii escapes controls, quotes, backslashes, U+2028 and lone surrogates, and "<", ">", "&" become \u003c etc.,
# which JSON reads back as the same characters; time = date + "T" + time of day (microseconds when not 0) + "Z".
import json

_ENCODER = json.JSONEncoder(ensure_ascii=True, separators=(",", ":"))
_HTML_SAFE = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


def audit_line(outcome):
    stamp = outcome.timestamp  # always UTC
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": f"{stamp.date().isoformat()}T{stamp.time().isoformat()}Z",
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": result.get("content") if result is not None else None,
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return _ENCODER.encode(record).translate(_HTML_SAFE) + "\n"
