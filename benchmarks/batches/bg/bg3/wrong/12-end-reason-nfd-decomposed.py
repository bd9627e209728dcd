# Breaks: "end_reason (end.reason as it is, at any length, ...)". The reason is put in NFD (decomposed)
# form so reasons compare alike. Input: a SessionEnd whose reason is "arrêt demandé" (precomposed, NFC):
# end_reason comes back as "arre\u0302t demande\u0301", a different string.
from collections import Counter
import unicodedata


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    mine = [outcome for outcome in outcomes]
    by_tool = Counter(outcome.tool_name for outcome in mine)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": unicodedata.normalize("NFD", end.reason),
        "calls": len(mine),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in mine if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in mine if outcome.status == "tool_error"),
    }
