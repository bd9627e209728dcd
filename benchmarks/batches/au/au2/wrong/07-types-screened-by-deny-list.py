# Breaks: "one block per tool_use of content ... (text blocks get none, nor do thinking, ...,
# image or document blocks: only "type": "tool_use")". It skips the types the text names and
# answers everything else. Input: [tool_use toolu_a, {"type": "web_search_tool_result",
# "tool_use_id": "srvtoolu_01", "content": []}] -> call_tool is called for the search result too.
NOT_TOOL_CALLS = {"text", "thinking", "redacted_thinking", "server_tool_use", "mcp_tool_use", "image", "document"}


def _failure(block, exc):
    message = str(exc)
    text = f"{type(exc).__name__}: {message}" if message else type(exc).__name__
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") in NOT_TOOL_CALLS:
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append(_failure(block, exc))
    return {"role": "user", "content": results}
