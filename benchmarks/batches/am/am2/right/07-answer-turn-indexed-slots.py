# Right: the "type" == "tool_use" blocks, in order, each passed as it is to call_tool once; what it
# returns fills its slot unchanged. An Exception fills it with a tool_result for block["id"],
# is_error True, naming the class and holding exc.args[0] if a str, else str(exc); any other
# BaseException propagates at once. The message is a new dict with "content" and "role" only.
def _what_failed(exc):
    first = exc.args[0] if exc.args else None
    message = first if isinstance(first, str) else str(exc)
    return f"{type(exc).__qualname__} raised while running the tool; message: {message}"


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    uses = [block for block in content if isinstance(block, dict) and block.get("type") == "tool_use"]
    slots = [None] * len(uses)
    for index in range(len(uses)):
        block = uses[index]
        try:
            slots[index] = call_tool(block)
        except Exception as exc:
            slots[index] = {
                "is_error": True,
                "content": _what_failed(exc),
                "tool_use_id": block["id"],
                "type": "tool_result",
            }
    return {"content": slots, "role": "user"}
