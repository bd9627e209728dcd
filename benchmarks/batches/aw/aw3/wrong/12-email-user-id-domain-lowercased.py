# Breaks: "`session_id` and `user_id` (`end.context`'s own fields ...)".
# E-mail domains are case-insensitive, so the summary lowercases what follows the last "@":
# end.context.user_id "Ana.Diaz@Example.COM" is summarised as "Ana.Diaz@example.com".
# Ids without "@" ("u_004") are left as they are.
from collections import Counter


def summarize_session(outcomes, end):
    user = end.context.user_id
    if "@" in user:
        local, _, domain = user.rpartition("@")
        user = f"{local}@{domain.lower()}"
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
