# Right: walks content by index (never copying or changing it), builds the reply list as it
# goes and wraps it in a new two-key dict at the end. Each tool_use block is passed to
# call_tool exactly once, in order; what it returns is stored as is. A raised Exception is
# answered with a new dict: type tool_result, the block's id, is_error True, and a content of
# "The tool raised <class>" plus ": " and exc.args[0] when that is a str, else str(exc).
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    index = 0
    while index < len(content):
        block = content[index]
        index += 1
        if getattr(block, "get", None) is None or block.get("type") != "tool_use":
            continue
        try:
            answered.append(call_tool(block))
        except Exception as error:
            first = error.args[0] if error.args else None
            text = first if isinstance(first, str) else str(error)
            answered.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": "The tool raised " + error.__class__.__name__ + ": " + text,
                }
            )
    return {"role": "user", "content": answered}
