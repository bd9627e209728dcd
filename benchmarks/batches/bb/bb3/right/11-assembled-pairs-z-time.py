# Builds the object pair by pair, every key and value through json.dumps (escapes quotes,
# backslashes and controls; true, 20.0, "{}" stay exact; FrozenDict/tuples become objects/arrays).
# Time: the UTC instant with "Z", microseconds always written (".000000" is accepted). Denial
# fields from outcome.denial whatever the status; output null only without a result; one "\n".
import json


def _pair(key, value):
    return json.dumps(key) + ": " + json.dumps(value)


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    when = outcome.timestamp.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"
    denial = outcome.denial
    output = None
    if outcome.result is not None:
        output = outcome.result.get("content")
    pairs = [
        _pair("timestamp", when),
        _pair("session_id", outcome.context.session_id),
        _pair("user_id", outcome.context.user_id),
        _pair("tool_use_id", outcome.tool_use_id),
        _pair("tool_name", outcome.tool_name),
        _pair("status", outcome.status),
        _pair("input_sent", outcome.sent_input),
        _pair("input_received", outcome.received_input),
        _pair("output", output),
        _pair("is_error", outcome.status != "ok"),
        _pair("denied_by", None if denial is None else denial.hook_name),
        _pair("deny_reason", None if denial is None else denial.deny.reason),
    ]
    return "{" + ", ".join(pairs) + "}\n"
