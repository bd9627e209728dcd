# Wrong: "input_sent ... and input_received ..., each value as it is" and the line is always
# returned. The frozen inputs are thawed by ast.literal_eval(json.dumps(x)), which reads
# JSON's true/false/null as unknown names: an outcome whose sent_input is
# {"notify": true} (or any null) raises ValueError instead of giving a line.
import ast
import json


def _thaw(value):
    return ast.literal_eval(json.dumps(value))  # plain dicts and lists, safely parsed


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _thaw(outcome.sent_input),
        "input_received": _thaw(outcome.received_input) if outcome.received_input is not None else None,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
