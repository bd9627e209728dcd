# Breaks "calls_by_tool (... keyed by the whole name as called ...; a name is any text)":
# names are NFC-normalised "so look-alikes merge", so a call to "cafe\u0301" (e + combining
# acute) is keyed "caf\u00e9", and it merges with a call to "caf\u00e9" into one count of 2.
import unicodedata
from collections import Counter


def summarize_session(outcomes, end):
    tools = Counter(unicodedata.normalize("NFC", outcome.tool_name) for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
