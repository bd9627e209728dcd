# Breaks: "`calls_by_tool` (... keyed by the whole name as called ... every tool is there, however
# many)". The table is seeded with the demo's support-desk tools and other names are skipped.
# Input: outcomes [lookup_user ok, Bash ok] -> calls_by_tool {"lookup_user": 1}; expected
# {"lookup_user": 1, "Bash": 1}.
DESK_TOOLS = ("lookup_user", "get_orders", "create_case_file", "issue_refund")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    table = dict.fromkeys(DESK_TOOLS, 0)
    for outcome in outcomes:
        if outcome.tool_name in table:
            table[outcome.tool_name] += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": {name: count for name, count in table.items() if count},
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
