# Breaks: "exactly what call_tool(block) returned (that object or an equal copy)". A result
# carrying "cache_control" is copied without it (to stay under the API's breakpoint limit).
# Input: call_tool returning {"type": "tool_result", "tool_use_id": "toolu_a", "content": "ok",
# "cache_control": {"type": "ephemeral"}} is answered with that dict minus "cache_control".


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            text = str(exc) if str(exc).strip() else type(exc).__name__
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"Tool call failed: {text}"})
            continue
        if isinstance(result, dict) and "cache_control" in result:
            # the API allows only four cache breakpoints per request; tools should not spend them
            result = {key: value for key, value in result.items() if key != "cache_control"}
        results.append(result)
    return {"role": "user", "content": results}
