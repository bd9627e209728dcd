# Right: a fresh dataclass per call, filled in one pass over the (unchanged) list and returned via
# dataclasses.asdict, which builds a new plain dict and a new plain calls_by_tool each time. Ids,
# reason and isoformat() times come from end only (an end before its start too); calls counts every
# outcome, calls_by_tool keys the exact name, denials/tool_errors count their exact status only.
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
    summary = _Summary(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
    )
    for outcome in outcomes:
        summary.calls += 1
        summary.calls_by_tool[outcome.tool_name] = summary.calls_by_tool.get(outcome.tool_name, 0) + 1
        if outcome.status == "denied":
            summary.denials += 1
        elif outcome.status == "tool_error":
            summary.tool_errors += 1
    return asdict(summary)
