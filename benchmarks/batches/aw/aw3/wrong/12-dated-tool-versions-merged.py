# Breaks: "`calls_by_tool` (... keyed by the whole name as called ...)".
# Versioned server tools ("web_search_20250305", "web_search_20260209") are counted under their
# family name: outcomes for those two give {"web_search": 2} instead of one count per whole name.
# Names without a trailing _YYYYMMDD ("lookup_user") are keyed as they are.
import re
from collections import Counter

_DATED = re.compile(r"_\d{8}$")


def summarize_session(outcomes, end):
    by_tool = Counter(_DATED.sub("", o.tool_name) for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
