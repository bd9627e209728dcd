# Breaks: "with call_tool (...) called once per block" -- the result is checked by calling
# call_tool once in the test and once more for the value kept, so every tool_use runs twice.
# Input: answer_turn(counting_call_tool, [tool_use "toolu_a"]) calls call_tool 2 times
# (a refund tool would refund twice); the message itself looks right.
def _error_result(block, exc):
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
            "content": f"the tool call failed: {type(exc).__name__}: {exc}"}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            if isinstance(call_tool(block), dict):
                results.append(call_tool(block))
            else:
                raise TypeError("call_tool must return a tool_result dict")
        except Exception as exc:
            results.append(_error_result(block, exc))
    return {"role": "user", "content": results}
