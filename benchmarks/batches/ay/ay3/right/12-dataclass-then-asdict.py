# Right: a fresh dataclass per call turned into a plain dict by dataclasses.asdict (which
# copies calls_by_tool into a new plain dict too); every outcome counted as it is, tool
# names whole ("" included), denials/tool_errors by exact status; times from end as
# isoformat(); `outcomes` only read.
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
        end.context.session_id,
        end.context.user_id,
        end.started_at.isoformat(),
        end.ended_at.isoformat(),
        end.reason,
    )
    for outcome in outcomes:
        summary.calls += 1
        summary.calls_by_tool[outcome.tool_name] = summary.calls_by_tool.get(outcome.tool_name, 0) + 1
        if outcome.status == "denied":
            summary.denials += 1
        elif outcome.status == "tool_error":
            summary.tool_errors += 1
    return asdict(summary)
