# Breaks "When `call_tool` raises an `Exception` (any class ...), its place holds a dict
# ... and the blocks after it still run": an error whose text says "closed file" is taken
# for the agent shutting down and re-raised. Input: call_tool raising
# ValueError("I/O operation on closed file.") on the first of two tool_use blocks ->
# ValueError propagates, no message is returned.
def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc)
            if "closed file" in message.lower():
                raise  # the process is shutting down: nothing left to answer with
            text = f"{type(exc).__name__}: {message}" if message.strip() else f"{type(exc).__name__} (no message)"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
