# Right: a dataclass holds the summary and dataclasses.asdict returns it as a new plain dict each
# call (asdict deep-copies, so calls_by_tool is a fresh plain dict too). calls is len(outcomes);
# calls_by_tool counts each distinct whole name with list.count over a snapshot of the names; the
# statuses are counted with list.count("denied") / ("tool_error"); times are isoformat() of end's.
from dataclasses import asdict, dataclass, field


@dataclass
class _Summary:
    session_id: str
    user_id: str
    started_at: str
    ended_at: str
    end_reason: str
    calls: int = 0
    calls_by_tool: dict = field(default_factory=dict)
    denials: int = 0
    tool_errors: int = 0


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = [o.tool_name for o in outcomes]
    statuses = [o.status for o in outcomes]
    summary = _Summary(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
        calls=len(names),
        calls_by_tool={name: names.count(name) for name in set(names)},
        denials=statuses.count("denied"),
        tool_errors=statuses.count("tool_error"),
    )
    return asdict(summary)
