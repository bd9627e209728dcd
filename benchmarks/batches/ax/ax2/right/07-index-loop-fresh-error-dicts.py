# Right: walks `content` by index without changing it; call_tool(block) once per block whose type is
# exactly "tool_use", in order, its result kept as the very object; only an Exception is answered
# (a fresh dict: id, is_error True, "the call failed with <Class>: <str(exc)>", non-blank, no BLOCKED:),
# BaseExceptions go up with no later call. Only local state, so nested turns and 1000 blocks are fine.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    index = 0
    while index < len(content):
        block = content[index]
        index += 1
        if block.get("type") != "tool_use":
            continue
        try:
            answer = call_tool(block)
        except Exception as exc:
            answer = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": "the call failed with " + type(exc).__name__ + ": " + str(exc),
            }
        answers.append(answer)
    return {"role": "user", "content": answers}
