# Right: first the positions of the tool_use blocks (nothing called yet), then one call per
# position, in order; the result goes in as returned. A failing call (any Exception) gets a new
# dict: tool_result, the block's id, is_error True, and a non-blank text that starts with the
# class name and holds str(exc) unchanged. BaseExceptions that are not Exceptions are not caught.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    positions = [index for index, block in enumerate(content) if block.get("type") == "tool_use"]
    answered = []
    for index in positions:
        block = content[index]
        try:
            answered.append(call_tool(block))
        except Exception as exc:
            message = str(exc)
            answered.append(dict(
                type="tool_result",
                tool_use_id=block["id"],
                is_error=True,
                content=f"{type(exc).__qualname__} raised by the tool: {message}",
            ))
    return dict(role="user", content=answered)
