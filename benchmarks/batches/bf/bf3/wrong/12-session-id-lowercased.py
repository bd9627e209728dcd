# Wrong: breaks "session_id and user_id (end.context's own fields ...)". Claude Code session ids
# are UUIDs, so this canonicalises the id with .lower(): a context with session_id
# "3F2A9C1E-0000-4000-8000-00000000ABCD" (or "S_CC") is summarised as
# "3f2a9c1e-...-00000000abcd" ("s_cc"). Lowercase ids such as "s_001" pass.
from collections import Counter


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id.lower(),
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
