# Wrong: breaks "text blocks get none, nor do thinking, redacted_thinking, ...: only "type":
# "tool_use"": blocks are skipped by a list of known non-tool types, which misses
# redacted_thinking, so it is handed to call_tool and answered. Input: content [{"type":
# "redacted_thinking", "data": "..."}, tool_use block] -> call_tool runs twice, extra result.
_NOT_CALLS = {"text", "thinking", "image", "document", "server_tool_use", "mcp_tool_use",
              "web_search_tool_result", "tool_result"}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") in _NOT_CALLS:
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block.get("id"),
                            "is_error": True,
                            "content": f"The call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
