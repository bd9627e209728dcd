# Wrong: "content starts with one block per tool_use of content ...: exactly what call_tool(block)
# returned". A result object already in the list (by identity) is skipped "so no block is sent twice":
# a call_tool that returns one shared dict for two tool_use blocks (a cached answer) gets one result for
# two calls. Fresh results, even equal ones, are all kept.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool call failed ({type(exc).__name__}): {exc}",
            }
        if any(result is earlier for earlier in answers):
            continue
        answers.append(result)
    return {"role": "user", "content": answers}
