# Wrong: breaks "calls_by_tool ... keyed by the whole name as called ... a name is any text".
# Hosts sometimes report "Bash (git status)", so this keys each call by the name's first
# whitespace-separated word: a tool named "my tool" is counted under "my", and "a\tb" under "a".
# Names without inner whitespace (and "") are kept whole.
from collections import Counter


def _tool_key(name):
    words = name.split()
    return words[0] if words else name


def summarize_session(outcomes, end):
    table = Counter(_tool_key(outcome.tool_name) for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(table),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
