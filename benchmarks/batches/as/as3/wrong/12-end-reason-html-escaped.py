# Wrong: breaks "end_reason (end.reason as it is ...)": the reason is html.escape()d because the
# summary feeds a dashboard. Input: reason "timeout: <bash> & 'git push'" -> "timeout: &lt;bash&gt;
# &amp; &#x27;git push&#x27;"; expected the reason unchanged.
import html
from collections import Counter


def summarize_session(outcomes, end):
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": html.escape(end.reason),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
