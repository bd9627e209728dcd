# Right: a dataclass filled from end.context's own ids, end's own times (isoformat, UTC, Z in
# place of +00:00) and reason, len(outcomes) as calls, a plain dict counted by whole tool name,
# and exact status counts; asdict() builds a new plain dict (and a new calls_by_tool) per call.
# The outcomes list is only read.
from dataclasses import asdict, dataclass


@dataclass
class _Summary:
    session_id: str
    user_id: str
    started_at: str
    ended_at: str
    end_reason: str
    calls: int
    calls_by_tool: dict
    denials: int
    tool_errors: int


def _zulu(moment):
    text = moment.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = {}
    denials = errors = 0
    for outcome in outcomes:
        by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
        denials += outcome.status == "denied"
        errors += outcome.status == "tool_error"
    summary = _Summary(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=_zulu(end.started_at),
        ended_at=_zulu(end.ended_at),
        end_reason=end.reason,
        calls=len(outcomes),
        calls_by_tool=by_tool,
        denials=int(denials),
        tool_errors=int(errors),
    )
    return asdict(summary)
