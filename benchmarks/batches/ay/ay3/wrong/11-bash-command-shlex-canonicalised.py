# Breaks: "`input_sent` ... and `input_received` ..., each value as it is (... nothing
# masked)" and "never raise". A Bash command is rewritten as shlex.join(shlex.split(cmd)) so
# that spellings match in the trail: {"command": "git push  --force"} is logged as
# "git push --force", and {"command": "echo 'unterminated"} makes audit_line raise ValueError.
import json
import shlex


def _canonical(tool_name, tool_input):
    if tool_name == "Bash" and isinstance(tool_input, dict) and isinstance(tool_input.get("command"), str):
        return {**tool_input, "command": shlex.join(shlex.split(tool_input["command"]))}
    return tool_input


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _canonical(outcome.tool_name, outcome.sent_input),
        "input_received": _canonical(outcome.tool_name, outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
