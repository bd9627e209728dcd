# Right: the summary (context ids, end's isoformat times and reason, every outcome counted by
# exact name and status, a Counter turned into a dict) goes through json.dumps/json.loads,
# which returns brand-new plain dicts each call; ints stay ints and a lone surrogate comes back
# as the same character from its \u escape. The caller's list is only iterated.
import json
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = Counter(outcome.status for outcome in outcomes)
    draft = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": sum(statuses.values()),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
    return json.loads(json.dumps(draft))
