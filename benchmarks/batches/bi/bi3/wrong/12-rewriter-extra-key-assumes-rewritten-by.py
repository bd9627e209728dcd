# Wrong: a summary is returned for any list of ToolOutcomes. An extra "rewrites_by_hook" tally
# names the last rewriter of every call whose tool got another input than was sent: an
# outcome with sent_input={"limit": 500}, received_input={"limit": 10} and rewritten_by=()
# (as rebuilt from an audit file) raises IndexError.
from collections import Counter


def summarize_session(outcomes, end):
    rewrites = Counter(
        o.rewritten_by[-1]
        for o in outcomes
        if o.received_input is not None and o.received_input != o.sent_input
    )
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
        "rewrites_by_hook": dict(rewrites),
    }
