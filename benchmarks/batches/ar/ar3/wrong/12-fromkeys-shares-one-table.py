# Breaks: "calls_by_tool (a plain dict of tool name to int, keyed by the whole name as called ...)".
# dict.fromkeys(keys, {}) gives both tables the same dict, so the per-hook denial counts land in calls_by_tool.
# Input: outcomes = [a "create_case_file" outcome, status "denied", denial=Denial("rules.free_tier", Deny("free tier"))]:
# calls_by_tool {"create_case_file": 1, "rules.free_tier": 1}.
def summarize_session(outcomes, end):
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "denials": 0,
        "tool_errors": 0,
    }
    summary.update(dict.fromkeys(("calls_by_tool", "denials_by_hook"), {}))
    for o in outcomes:
        tools = summary["calls_by_tool"]
        tools[o.tool_name] = tools.get(o.tool_name, 0) + 1
        if o.denial is not None:
            hooks = summary["denials_by_hook"]
            hooks[o.denial.hook_name] = hooks.get(o.denial.hook_name, 0) + 1
        summary["denials"] += o.status == "denied"
        summary["tool_errors"] += o.status == "tool_error"
    return summary
