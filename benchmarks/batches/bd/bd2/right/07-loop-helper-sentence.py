# Right: one new plain dict {"role", "content"}; content holds, in order, exactly what
# call_tool returned for each "type" == "tool_use" block (other blocks get nothing, content is
# never changed); an Exception becomes a fresh is_error result with block["id"] and a
# non-blank sentence holding str(exc) as is; BaseExceptions that are not Exceptions propagate.


def _failure(tool_use_id, exc):
    name = type(exc).__name__
    message = str(exc)
    said = f"{name}: {message}" if message else name
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": f"The tool call failed with {said}",
    }


def answer_turn(call_tool, content):
    answered = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = _failure(block["id"], exc)
        answered.append(result)
    return {"role": "user", "content": answered}
