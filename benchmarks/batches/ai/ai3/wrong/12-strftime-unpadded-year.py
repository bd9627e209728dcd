# Breaks: "`started_at` and `ended_at` (... any ISO 8601 form (with its `T`) after a `YYYY-MM-DD` date of the same
# instant (..., years 1 to 9999) ...)". Input: end.started_at = datetime(999, 5, 6, 7, 8, 9, tzinfo=timezone.utc)
# -> glibc's %Y writes "999-05-06T07:08:09.000000+0000" (not YYYY), which fromisoformat refuses; years 1000+
# are right (+0000 is allowed for the summary).
from collections import Counter

_ISO = "%Y-%m-%dT%H:%M:%S.%f%z"


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.strftime(_ISO),
        "ended_at": end.ended_at.strftime(_ISO),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
