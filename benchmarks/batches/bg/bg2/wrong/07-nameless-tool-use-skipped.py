# Breaks "whose `content` starts with one block per `tool_use` of `content`" (only an empty
# `id` is not graded): a tool_use whose `name` is empty is skipped as malformed.
# Input: [{"type": "tool_use", "id": "toolu_1", "name": "", "input": {}}] -> content [],
# call_tool never called.
def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use" or not block.get("name"):
            continue  # not a call, or a call to nothing
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc)
            text = f"{type(exc).__name__}: {message}" if message.strip() else f"{type(exc).__name__} (no message)"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
