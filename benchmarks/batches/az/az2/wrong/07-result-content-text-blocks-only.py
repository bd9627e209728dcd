# Breaks "exactly what call_tool(block) returned (that object or an equal copy) ... its content
# maybe "" or a list of blocks": a list content keeps only its text blocks (an image dropped).
# Input: call_tool returning {"type": "tool_result", "tool_use_id": "toolu_a", "content":
# [{"type": "text", "text": "chart"}, {"type": "image", "source": {...}}]}: the image is gone.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    message = {"role": "user", "content": []}
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {exc}" if str(exc).strip() else repr(exc),
            }
        if isinstance(result.get("content"), list):  # the model reads text: keep the text parts
            result = {**result, "content": [b for b in result["content"] if b.get("type") == "text"]}
        message["content"].append(result)
    return message
