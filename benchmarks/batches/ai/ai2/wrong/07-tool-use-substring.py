# Wrong: breaks "(text blocks get none, nor do ... server_tool_use, mcp_tool_use ...: only
# "type": "tool_use")". It picks blocks by substring: content [{"type": "server_tool_use", "id":
# "srvtoolu_1", "name": "web_search", "input": {}}, a tool_use "toolu_a"] calls call_tool on the
# server block too and answers it. Turns of text and tool_use blocks come out right.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if "tool_use" not in block.get("type", ""):
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
