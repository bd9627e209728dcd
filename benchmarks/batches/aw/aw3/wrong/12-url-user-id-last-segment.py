# Breaks: "`session_id` and `user_id` (`end.context`'s own fields ...)".
# OpenID Connect subjects are sometimes URLs; the answer keeps only their last path segment:
# user_id "https://idp.example.com/users/8412" is summarised as "8412". Ids without "://"
# ("u_004") are left as they are.
from collections import Counter


def summarize_session(outcomes, end):
    user = end.context.user_id
    if "://" in user:
        user = user.rstrip("/").rsplit("/", 1)[-1]
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
