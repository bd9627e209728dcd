# Right: a private dataclass holds the summary and dataclasses.asdict() returns a brand-new plain
# dict (deep-copying the tally, itself a fresh dict built per call), so nothing is shared between
# calls. Ids/reason come from end and end.context; times are isoformat() of end's UTC datetimes;
# calls counts every outcome, calls_by_tool keys by the whole name ("" too); denials/tool_errors by status.
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


def summarize_session(outcomes, end):
    tally = {}
    denials = tool_errors = 0
    for outcome in outcomes:
        tally[outcome.tool_name] = tally.get(outcome.tool_name, 0) + 1
        denials += outcome.status == "denied"
        tool_errors += outcome.status == "tool_error"
    summary = _Summary(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
        calls=len(outcomes),
        calls_by_tool=tally,
        denials=int(denials),
        tool_errors=int(tool_errors),
    )
    return asdict(summary)
