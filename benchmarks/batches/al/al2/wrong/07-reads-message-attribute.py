# Breaks "holding its message as it is, `str(exc)` (or `exc.args[0]` if a `str`)": the learner
# prefers an exception's `.message` attribute (a habit from SDK errors). Input: call_tool raising
# ToolCrash("disk full on /var"), where `class ToolCrash(Exception): message = "tool crashed"`,
# gives content "Tool call failed (ToolCrash): tool crashed" (its own text is missing).


def _error(block, exc):
    message = getattr(exc, "message", None) or str(exc)
    return {
        "type": "tool_result",
        "tool_use_id": block["id"],
        "is_error": True,
        "content": f"Tool call failed ({type(exc).__name__}): {message}",
    }


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(_error(block, exc))
    return {"role": "user", "content": results}
