# Breaks: `calls_by_tool` "(a plain `dict` of tool name to `int`, keyed by the whole name as
# called ... every tool is there, however many)" -- the summary must be returned for any names.
# Input: an outcome whose tool_name holds a NUL ("Bash\x00x"): `locale.strxfrm` raises
# ValueError ("embedded null character"), so no summary is returned. Ordinary names are fine.
import locale
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counts = Counter(outcome.tool_name for outcome in outcomes)
    # a stable, human order for the dashboard (locale collation, not code points)
    table = {name: counts[name] for name in sorted(counts, key=locale.strxfrm)}
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": table,
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
