# Right: two Counters built fresh per call (tool names, statuses) from the list without changing it;
# calls_by_tool is converted to a plain dict (sorted by name, every key kept, whole names, "" and lone
# surrogates included), counts are plain ints (Counter returns 0 for a missing status). Times: isoformat
# with "+00:00" swapped for "Z" (same instant, T kept); ids and end_reason from end's own fields.
from collections import Counter
from operator import attrgetter


def _z(moment):
    text = moment.isoformat()
    return text[: -len("+00:00")] + "Z" if text.endswith("+00:00") else text


def summarize_session(outcomes, end):
    names = Counter(map(attrgetter("tool_name"), outcomes))
    statuses = Counter(map(attrgetter("status"), outcomes))
    summary = dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=_z(end.started_at),
        ended_at=_z(end.ended_at),
        end_reason=end.reason,
    )
    summary["calls"] = int(names.total())
    summary["calls_by_tool"] = {name: int(count) for name, count in sorted(names.items())}
    summary["denials"] = int(statuses["denied"])
    summary["tool_errors"] = int(statuses["tool_error"])
    return summary
