# Breaks "Returns: a new plain dict per call" (it raises instead): an extra "spread" key takes
# statistics.stdev of the per-tool counts, guarded only against an empty session; stdev needs two
# data points, so a session whose calls all went to ONE tool (three lookup_user calls) raises
# StatisticsError.
import statistics
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools = Counter(outcome.tool_name for outcome in outcomes)
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
        "tool_spread": statistics.stdev(tools.values()) if tools else 0.0,
    }
