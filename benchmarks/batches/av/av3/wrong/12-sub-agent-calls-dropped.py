# Breaks: "`calls` (an `int`: every outcome ...)" and "outcomes are this session's own (... whatever
# else its `context` holds)". Calls a sub-agent made (context attribute `agent_id`) are left out.
# Input: two outcomes, the second's context attributes {"agent_id": "a1", "agent_type": "Explore"} ->
# calls 1; expected 2 (and both in calls_by_tool).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    main = [o for o in outcomes if "agent_id" not in o.context.attributes]  # the session's own agent
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(main),
        "calls_by_tool": dict(Counter(o.tool_name for o in main)),
        "denials": sum(o.status == "denied" for o in main),
        "tool_errors": sum(o.status == "tool_error" for o in main),
    }
