# Right: a Counter of names and a Counter of statuses, returned as dict(...) (plain dict)
# and as ints (a Counter's missing key reads 0 with []); calls is the Counter's total,
# which counts every outcome, equal or not, any name including ""; times with "Z".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(outcome.tool_name for outcome in outcomes)
    statuses = Counter(outcome.status for outcome in outcomes)

    def zulu(moment):
        return moment.replace(tzinfo=None).isoformat() + "Z"

    return dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=zulu(end.started_at),
        ended_at=zulu(end.ended_at),
        end_reason=end.reason,
        calls=int(names.total()),
        calls_by_tool=dict(names),
        denials=int(statuses["denied"]),
        tool_errors=int(statuses["tool_error"]),
        duration_s=(end.ended_at - end.started_at).total_seconds(),
    )
