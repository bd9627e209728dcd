# Breaks "a lone surrogate such as \ud800, which JSON text may hold, too: never raise on it" together with
# the graded keys: a line that will not encode as UTF-8 is replaced, Go style, by an error record. Input: an
# "ok" outcome whose result content is "a\ud800b" -> the line is {"timestamp":..., "tool_use_id":...,
# "error": "..."} without session_id, output, is_error and the rest.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    line = json.dumps(record, ensure_ascii=False)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError as err:  # return the problem as data instead of crashing the agent
        problem = {"timestamp": record["timestamp"], "tool_use_id": outcome.tool_use_id, "error": f"unencodable line: {err.reason}"}
        return json.dumps(problem) + "\n"
    return line + "\n"
