# Right: walks content by index without touching it, answers only "type" == "tool_use" blocks,
# one call each in order, keeping call_tool's return as is; an Exception gives a new dict per
# failure (type, tool_use_id from the block, is_error True) whose content names the class and
# then str(exc) verbatim, or says it had no message; KeyboardInterrupt & co. are not caught.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    index = 0
    while index < len(content):
        block = content[index]
        index += 1
        if block.get("type") == "tool_use":
            try:
                answered.append(call_tool(block))
            except Exception as failure:
                said = str(failure)
                kind = type(failure).__qualname__
                note = f"{kind}: {said}" if said.strip() else f"{kind} (no message)"
                answered.append(dict(type="tool_result", tool_use_id=block["id"],
                                     is_error=True, content="call_tool failed with " + note))
    message = {"role": "user"}
    message["content"] = answered
    return message
