# Breaks: "one block per tool_use of content ... (... nor do server_tool_use, mcp_tool_use ...
# blocks: only "type": "tool_use")". A block is taken as a call when it has an id, a name and an
# input. Input: a turn [tool_use A, {"type": "server_tool_use", "id": "srvtoolu_1",
# "name": "web_search", "input": {...}}] -> two results, the server block answered too.
def _is_call(block):
    return all(key in block for key in ("id", "name", "input"))


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not _is_call(block):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {exc}",
            })
    return {"role": "user", "content": results}
