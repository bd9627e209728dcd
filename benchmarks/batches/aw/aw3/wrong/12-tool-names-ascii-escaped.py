# Breaks: "`calls_by_tool` (... keyed by the whole name as called ...)".
# So the keys can become metrics labels, a name that raises UnicodeEncodeError under the ASCII codec
# is keyed by its backslash-escaped form: an outcome named "mcp__docs__résumé" is counted under
# "mcp__docs__r\\xe9sum\\xe9" (the lone surrogate "\ud800" under "\\ud800"). ASCII names are kept.
from collections import Counter


def _label(name):
    try:
        name.encode("ascii")
    except UnicodeEncodeError:
        return name.encode("ascii", "backslashreplace").decode("ascii")
    return name


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(_label(o.tool_name) for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
