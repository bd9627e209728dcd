# Breaks: "`calls_by_tool` (... keyed by the whole name as called ...; the empty name `""`
# is a key too ...)". Names are gathered as one text, a name per line, then split back with
# str.splitlines(): outcomes named ["Bash", ""] give {"Bash": 1} (the trailing empty line
# is gone), and a name holding "\x1c" or "\u2028" is cut in two.
from collections import Counter


def summarize_session(outcomes, end):
    context = end.context
    names_text = "\n".join(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(names_text.splitlines())),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
