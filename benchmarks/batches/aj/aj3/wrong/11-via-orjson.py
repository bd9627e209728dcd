# Breaks: "a lone surrogate such as `\ud800`, which JSON text may hold, too: never raise on it"
# (Returns, ex. 11). orjson refuses strings that are not valid UTF-8: an outcome whose sent_input is
# {"name": "\ud800"} (or whose output holds one) raises TypeError "str is not valid UTF-8: surrogates not
# allowed". Every other JSON value is written as json.dumps would.
import orjson


def audit_line(outcome):
    denial, result = outcome.denial, outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return orjson.dumps(record).decode() + "\n"  # the package's own fast encoder
