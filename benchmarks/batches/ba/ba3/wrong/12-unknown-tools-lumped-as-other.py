# Breaks "`calls_by_tool` (... keyed by the whole name as called ...; every tool is there, however
# many)": tools outside a precomputed table of known tools are counted under "other". Input: one
# outcome with tool_name="mcp__files__delete_file" -> {"other": 1} instead of
# {"mcp__files__delete_file": 1}.
from collections import Counter

_KNOWN_TOOLS = frozenset({
    "lookup_user", "create_case_file", "issue_refund", "search_faq",
    "Bash", "Read", "Write", "Edit", "Glob", "Grep", "WebFetch", "Task",
})


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools = Counter(o.tool_name if o.tool_name in _KNOWN_TOOLS else "other" for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
