# Wrong: breaks "end_reason (end.reason as it is, at any length ...)". To keep the summary
# "log-safe" it writes repr(reason)[1:-1]: reason "stop\tnow" becomes the text "stop\\tnow"
# (a backslash and a t), "it's \"x\"" gains a backslash before the apostrophe, and a lone
# surrogate becomes the six characters \ud800. Plain printable reasons such as "end_turn" pass.
from collections import Counter


def summarize_session(outcomes, end):
    table = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": repr(end.reason)[1:-1],
        "calls": len(outcomes),
        "calls_by_tool": dict(table),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
