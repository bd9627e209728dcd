# Breaks: "`session_id` and `user_id` (`end.context`'s own fields ...)".
# Session ids that parse as UUIDs are stored the way the warehouse keys them, as 32 hex digits:
# end.context.session_id "6F9619FF-8B86-D011-B42D-00C04FC964FF" is summarised as
# "6f9619ff8b86d011b42d00c04fc964ff". Other ids ("s_001") are left as they are.
import uuid
from collections import Counter


def _session_key(session_id):
    try:
        return uuid.UUID(session_id).hex
    except ValueError:
        return session_id


def summarize_session(outcomes, end):
    return {
        "session_id": _session_key(end.context.session_id),
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
