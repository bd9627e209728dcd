# Breaks "Returns: a new plain dict per call": for convenience (summary.calls) the summary is an
# attribute-access dict subclass. Every input shows it: type(summarize_session([], end)) is not
# dict (it is _Summary), although every value in it is right.
from collections import Counter


class _Summary(dict):
    """A dict whose keys can also be read as attributes."""

    __getattr__ = dict.__getitem__


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools = Counter(outcome.tool_name for outcome in outcomes)
    return _Summary(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
        calls=len(outcomes),
        calls_by_tool=dict(tools),
        denials=sum(1 for outcome in outcomes if outcome.status == "denied"),
        tool_errors=sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    )
