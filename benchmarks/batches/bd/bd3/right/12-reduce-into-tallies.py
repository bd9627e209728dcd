# Right: one pass with functools.reduce over the list as it is (read only), folding each
# outcome into fresh tallies; the tool table is a plain dict built by this call, keyed by the
# whole name; only status == "denied" / "tool_error" count as denials / tool errors; times via
# isoformat() of end's own (UTC) values, reason as it is.
from functools import reduce


def _fold(tally, outcome):
    calls, by_tool, denials, errors = tally
    by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
    return (
        calls + 1,
        by_tool,
        denials + (outcome.status == "denied"),
        errors + (outcome.status == "tool_error"),
    )


def summarize_session(outcomes, end):
    calls, by_tool, denials, errors = reduce(_fold, outcomes, (0, {}, 0, 0))
    context = end.context
    return dict(
        session_id=context.session_id,
        user_id=context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
        calls=int(calls),
        calls_by_tool=by_tool,
        denials=int(denials),
        tool_errors=int(errors),
    )
