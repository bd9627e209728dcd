# Right for Exercise 12: one Counter per call over (name, status) pairs; calls is its total (every
# outcome), calls_by_tool sums the pairs per whole name into a new plain dict, denials and
# tool_errors count exactly those statuses. Times are isoformat() with "+00:00" written "+0000"
# (an offset the text allows here); ids and reason come from end and end.context. The list is
# only read, nothing is shared between calls.
from collections import Counter


def summarize_session(outcomes, end):
    pairs = Counter((outcome.tool_name, outcome.status) for outcome in outcomes)
    by_tool = {}
    for (name, _status), count in pairs.items():
        by_tool[name] = by_tool.get(name, 0) + count
    by_status = Counter()
    for (_name, status), count in pairs.items():
        by_status[status] += count
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat().replace("+00:00", "+0000"),
        "ended_at": end.ended_at.isoformat().replace("+00:00", "+0000"),
        "end_reason": end.reason,
        "calls": pairs.total(),
        "calls_by_tool": by_tool,
        "denials": by_status["denied"],
        "tool_errors": by_status["tool_error"],
    }
