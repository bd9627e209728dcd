# Breaks: "calls_by_tool (... keyed by the whole name as called ...)". Names are decoded with the
# unicode_escape codec, as if they arrived escaped. Input: an outcome whose name is the 12 characters
# C:\tools\new (single backslashes; the literal "C:\\tools\\new") or "café": the key becomes
# "C:" + TAB + "ools" + LF + "ew" / "cafÃ©" instead of the name as called.
from collections import Counter


def _decoded(name):
    try:
        return name.encode("utf-8", "surrogatepass").decode("unicode_escape")
    except UnicodeDecodeError:
        return name


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    mine = [outcome for outcome in outcomes]
    by_tool = Counter(_decoded(outcome.tool_name) for outcome in mine)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(mine),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in mine if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in mine if outcome.status == "tool_error"),
    }
