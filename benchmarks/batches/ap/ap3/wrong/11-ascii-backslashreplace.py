# Breaks (Ex. 11, Returns): "one str: a JSON object followed by a single \n". A hand copy of
# toolhooks/jsonl.py's _escaped_surrogates with one change: "ascii" instead of "utf-8" in encode().
# Input: an ok outcome whose result content is "café" (or "🚀"): the line holds caf\xe9, an escape
# JSON does not have, so json.loads(line) fails. ("€" and plain ASCII come out valid.)
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
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
    line = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
    if not line.isascii():  # keep the file plain ASCII, lone surrogates included
        line = line.encode("ascii", errors="backslashreplace").decode("ascii")
    return line + "\n"
