# Breaks "its place holds a dict with ... "is_error": True": the error result is spelled the MCP
# way, "isError" (a habit from MCP's CallToolResult), so it has no "is_error". Input: call_tool
# raising ValueError("boom") on tool_use "toolu_a" gives {"type": "tool_result", "tool_use_id":
# "toolu_a", "isError": True, "content": "..."}.


def _error_text(exc):
    message = str(exc)
    return f"the call failed with {type(exc).__name__}: {message}" if message else (
        f"the call failed with {type(exc).__name__}")


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "isError": True,
                            "content": _error_text(exc)})
    return {"role": "user", "content": results}
