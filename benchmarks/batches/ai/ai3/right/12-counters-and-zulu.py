# Right: two Counters over the unchanged list; statuses are read with counter["..."] (0 when
# absent, an int), calls_by_tool is dict(counter) - a new plain dict each call with every whole
# name. Times use Z in place of +00:00 (allowed) on isoformat() of end's UTC values, so the
# instant, microseconds and 4-digit year are kept, even when the end is before the start.
from collections import Counter
from operator import attrgetter

_status = attrgetter("status")
_tool = attrgetter("tool_name")


def _zulu(moment):
    text = moment.isoformat()
    return text[: -len("+00:00")] + "Z" if text.endswith("+00:00") else text


def summarize_session(outcomes, end):
    statuses = Counter(map(_status, outcomes))
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _zulu(end.started_at),
        "ended_at": _zulu(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(map(_tool, outcomes))),
        "denials": int(statuses["denied"]),
        "tool_errors": int(statuses["tool_error"]),
    }
