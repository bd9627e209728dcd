# Right: two Counters (tool names, statuses) built fresh on each call from the list as it is now;
# calls is Counter.total() (every outcome), calls_by_tool is dict(counter) (a plain dict, whole
# names), denials and tool_errors read the two statuses exactly (a Counter gives 0 for a missing
# key); the times use isoformat(timespec="microseconds"), the same UTC instant with "+00:00".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools = Counter(outcome.tool_name for outcome in outcomes)
    statuses = Counter(outcome.status for outcome in outcomes)
    return dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(timespec="microseconds"),
        ended_at=end.ended_at.isoformat(timespec="microseconds"),
        end_reason=end.reason,
        calls=tools.total(),
        calls_by_tool=dict(tools),
        denials=statuses["denied"],
        tool_errors=statuses["tool_error"],
    )
