# Wrong: breaks "holding its message as it is, `str(exc)` ..., whatever its shape". Messages are cut
# to 500 characters to spare the context window, so ValueError("row " * 400) (1600 characters)
# is not held whole in the error result.
_LIMIT = 500


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc)
            if len(message) > _LIMIT:
                message = message[:_LIMIT] + "... (truncated)"
            text = f"{type(exc).__name__}: {message}" if message else type(exc).__name__
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
