# Breaks: "one block per tool_use of content ... (only "type": "tool_use")". Carried over from
# Claude Code, where MCP tools are named "mcp__server__tool", it leaves such names unanswered:
# {"type": "tool_use", "id": "toolu_2", "name": "mcp__github__create_issue", "input": {}} gets no result.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        if str(block.get("name", "")).startswith("mcp__"):
            continue  # run by the MCP server, like mcp_tool_use
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc) if str(exc).strip() else type(exc).__name__
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": f"Tool call failed: {message}"})
    return {"role": "user", "content": results}
