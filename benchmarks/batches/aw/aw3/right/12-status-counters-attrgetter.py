# Right: Counters over tool names and statuses, then plain copies: dict(counter) for the tools
# (a new plain dict with int values, every whole name a key, lone surrogates included), and the
# status Counter read with [] (0 when absent) for exactly "denied" and "tool_error". calls is
# len(outcomes) (every outcome, duplicates too); outcomes is never changed. Times are isoformat()
# with "+00:00" as "Z" (the same instant, T kept); ids and end_reason are end's own fields.
from collections import Counter
from operator import attrgetter


def summarize_session(outcomes, end):
    statuses = Counter(map(attrgetter("status"), outcomes))
    tools = Counter(map(attrgetter("tool_name"), outcomes))
    context = end.context
    return dict(
        session_id=context.session_id,
        user_id=context.user_id,
        started_at=end.started_at.isoformat().replace("+00:00", "Z"),
        ended_at=end.ended_at.isoformat().replace("+00:00", "Z"),
        end_reason=end.reason,
        calls=len(outcomes),
        calls_by_tool={name: int(count) for name, count in tools.items()},
        denials=statuses["denied"],
        tool_errors=statuses["tool_error"],
    )
