# Right: a new {"role", "content"} dict; by index, only blocks of type exactly "tool_use", in
# order, each answered by call_tool's own return value; an Exception becomes an is_error result
# with the block's id, "tool call raised <Class>: <str(exc)>" (never blank, no BLOCKED:, message
# untouched); other BaseExceptions pass `except Exception`. content is only read.
def _failure(block, exc):
    return {
        "type": "tool_result",
        "tool_use_id": block["id"],
        "is_error": True,
        "content": "tool call raised " + type(exc).__name__ + ": " + str(exc),
    }


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    i = 0
    while i < len(content):
        block = content[i]
        i += 1
        if block.get("type") != "tool_use":
            continue
        try:
            answer = call_tool(block)
        except Exception as exc:
            answer = _failure(block, exc)
        answers.append(answer)
    return {"role": "user", "content": answers}
