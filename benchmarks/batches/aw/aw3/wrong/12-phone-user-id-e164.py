# Breaks: "`session_id` and `user_id` (`end.context`'s own fields ...)".
# A support desk on WhatsApp names users by phone number; the answer writes such ids in E.164
# (digits only after "+"): user_id "+44 20 7946-0958" is summarised as "+442079460958".
# Ids not starting with "+" ("u_004") are left as they are.
import re
from collections import Counter


def summarize_session(outcomes, end):
    user = end.context.user_id
    if user.startswith("+"):
        user = "+" + re.sub(r"\D", "", user)
    return {
        "session_id": end.context.session_id,
        "user_id": user,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
