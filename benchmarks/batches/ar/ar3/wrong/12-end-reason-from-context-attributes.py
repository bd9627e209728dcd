# Breaks: "end_reason (end.reason as it is, ..., not an attribute named like it)". Claude Code habit:
# the adapter keeps payload fields in the context's attributes, so a "reason" there is taken first.
# Input: end.context = HookContext("u_004", "free", "s_42", {"reason": "clear"}), end.reason "end_turn": end_reason "clear".
from collections import Counter


def summarize_session(outcomes, end):
    attributes = end.context.attributes
    reason = attributes.get("end_reason") or attributes.get("reason") or end.reason
    statuses = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
