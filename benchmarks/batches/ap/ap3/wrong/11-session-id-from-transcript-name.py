# Breaks (Ex. 11, Returns): "session_id ... (outcome.context's own fields, not attributes named like
# them)". Claude Code names its transcript <session>.jsonl, so this reads the id off that attribute.
# Input: context session_id "s_001", attributes {"transcript_path": "/home/u/.claude/projects/p/
# 9f1c.jsonl"}: the line says "session_id":"9f1c"; expected "s_001".
import json
from pathlib import PurePosixPath


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    transcript = context.attributes.get("transcript_path")
    session_id = PurePosixPath(transcript).stem if transcript else context.session_id
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
