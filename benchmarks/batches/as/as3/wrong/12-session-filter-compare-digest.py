# Wrong: breaks "Returns: a new plain dict per call" for legal ids: it keeps outcomes of this
# session by hmac.compare_digest on session ids (constant-time, by habit), which raises TypeError on
# non-ASCII str. Input: end and one outcome with HookContext("u_1", "free", "séance_7") -> TypeError
# "comparing strings with non-ASCII characters is not supported"; expected calls 1.
import hmac
from collections import Counter


def summarize_session(outcomes, end):
    own = [
        outcome
        for outcome in outcomes
        if hmac.compare_digest(outcome.context.session_id, end.context.session_id)
    ]
    statuses = Counter(outcome.status for outcome in own)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(own),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in own)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
