# Right: an index loop (no mutation of `content`) answers each "tool_use" in order, one call each; only
# Exception subclasses are answered (anything else re-raised with a bare raise, so the very object and no
# later call), with a fresh dict whose content starts with our words and holds str(exc) unchanged.


def answer_turn(call_tool, content):
    answered = []
    index = 0
    while index < len(content):
        block = content[index]
        index += 1
        if block.get("type") != "tool_use":
            continue
        try:
            answered.append(call_tool(block))
        except BaseException as exc:
            if not isinstance(exc, Exception):
                raise
            answered.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                             "content": "The tool call failed with " + type(exc).__qualname__ + ": " + str(exc)})
    message = {}
    message["role"] = "user"
    message["content"] = answered
    return message
