# Breaks: "`calls_by_tool` (a plain `dict` of tool name to `int`, keyed by the whole name as called ...)".
# Borrowing Claude Code's permission-rule spelling, Bash calls are split by their program:
# a "Bash" outcome whose sent_input is {"command": "git status"} is counted under "Bash(git)",
# not "Bash". Every other tool is keyed by its name.
from collections import Counter


def _key(outcome):
    if outcome.tool_name == "Bash" and isinstance(outcome.sent_input, dict):
        words = str(outcome.sent_input.get("command", "")).split()
        if words:
            return f"Bash({words[0]})"
    return outcome.tool_name


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(map(_key, outcomes))),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
