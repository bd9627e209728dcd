# Breaks "exactly what call_tool(block) returned (that object or an equal copy)": a result whose
# content is text is copied with that text stripped ("the API dislikes trailing whitespace").
# Input: call_tool returning {"type": "tool_result", "tool_use_id": "toolu_a", "content":
# "line 1\n"} gives a result whose content is "line 1".


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
            result = call_tool(block)
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": _error_text(exc)})
            continue
        if isinstance(result, dict) and isinstance(result.get("content"), str):
            result = {**result, "content": result["content"].strip()}
        results.append(result)
    return {"role": "user", "content": results}
