# Breaks "never raise" / "`output` (`outcome.result["content"]` as it is ... `[]` and a list
# of image blocks included)": the line is checked by reading it back and comparing with the
# record, but the frozen inputs/output hold tuples, which JSON reads back as lists. Input:
# result={"content": [{"type": "text", "text": "hi"}]}: ValueError is raised; expected a line.
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
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    line = json.dumps(record)
    if json.loads(line) != record:  # an audit line must say exactly what happened
        raise ValueError("audit record does not survive JSON; refusing to write a lossy line")
    return line + "\n"
