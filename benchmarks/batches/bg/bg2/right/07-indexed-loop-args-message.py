# Right: walks content by index, answering only blocks with "type" == "tool_use", in order,
# calling call_tool once per block and keeping its result as is. A failure's text is
# "error: " + the message, taken as exc.args[0] when that is a non-blank str (the text
# allows it) else str(exc); with no message at all, the class name says what failed. Only
# Exception is caught; a KeyboardInterrupt etc. leaves at once. content is only read.
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
            continue
        except Exception as exc:
            first = exc.args[0] if exc.args else None
            message = first if isinstance(first, str) and first.strip() else str(exc)
            if not message.strip():
                message = f"{exc.__class__.__qualname__} raised without a message"
            answered.append({"type": "tool_result", "tool_use_id": block["id"],
                             "is_error": True, "content": "error: " + message})
    return dict(role="user", content=answered)
