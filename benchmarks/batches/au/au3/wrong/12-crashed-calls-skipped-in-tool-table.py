# Breaks "calls_by_tool (... every tool is there ...)" together with "calls (an int: every outcome, denied
# and failed ones too ...)": outcomes whose Pre hook crashed are left out of the per-tool table (calls still
# counts them). Input: [ok "lookup_user", "hook_failed" "create_case_file"] -> calls_by_tool
# {"lookup_user": 1}, missing "create_case_file": 1, while calls is 2.


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    calls_by_tool = {}
    denials = tool_errors = 0
    for outcome in outcomes:
        if outcome.status == "denied":
            denials += 1
        elif outcome.status == "tool_error":
            tool_errors += 1
        elif outcome.status == "hook_failed":
            continue  # the tool was never reached: nothing to count for it
        calls_by_tool[outcome.tool_name] = calls_by_tool.get(outcome.tool_name, 0) + 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": calls_by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
