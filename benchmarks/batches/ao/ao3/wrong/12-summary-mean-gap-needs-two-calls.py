# Wrong: a summary is returned for every session. A session with exactly one outcome raises
# statistics.StatisticsError (mean requires at least one data point) in the extra mean_gap_s
# key: one call has no gap, and only the empty session was guarded.
import statistics
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counts = Counter(outcome.tool_name for outcome in outcomes)
    stamps = sorted(outcome.timestamp for outcome in outcomes)
    gaps = [(later - earlier).total_seconds() for earlier, later in zip(stamps, stamps[1:])]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(counts),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
        "mean_gap_s": statistics.mean(gaps) if outcomes else None,
    }
