"""Trusted-side memory growth (DAMAGING if unbounded; capped at 1.2 M classes): a summary that is right on every graded key but carries an extra, ungraded key holding 20,000 objects of never-seen class names per call, so a decoder that makes and caches one class per foreign type name grows for as long as grading runs; it miscounts tool_errors (last property) so it must not pass.
A correct grader must not pass and its own memory must stay bounded (well under 1 GB)."""
import itertools

_PER_CALL, _CAP = 20000, 1_200_000
_counter = itertools.count()


def _junk():
    n = next(_counter)
    if n * _PER_CALL >= _CAP:
        return []
    return [type(f"F{n}_{i}", (), {"__repr__": lambda self: "f"})() for i in range(_PER_CALL)]


def summarize_session(outcomes, end):
    by_tool = {}
    for outcome in outcomes:
        by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status in ("tool_error", "invalid") for o in outcomes),  # the slip
        "junk": _junk(),
    }


def audit_line(outcome):
    return "{}\n"
