# Breaks: "`calls_by_tool` (... keyed by the whole name as called ...)". Names are
# HTML-escaped because the summary feeds a web dashboard: an outcome named "a<b" (or
# "R&D_lookup") is counted under "a&lt;b" ("R&amp;D_lookup"). Plain names pass.
import html
from collections import Counter


def summarize_session(outcomes, end):
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(html.escape(outcome.tool_name) for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
