# Right: walks content by index, leaving it untouched; every "tool_use" block is passed as it is to
# call_tool once, in order, and its result appended as returned. A raising call (Exception only)
# gets a fresh error dict: the message is exc.args[0] when that is a str, else str(exc), after a
# fixed "The tool call failed" lead-in, so the content is never blank and never begins BLOCKED:.
def _failure_text(exc):
    args = exc.args
    message = args[0] if len(args) == 1 and isinstance(args[0], str) else str(exc)
    return "The tool call failed with " + type(exc).__name__ + ": " + message


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    index = 0
    while index < len(content):
        block = content[index]
        index += 1
        if block.get("type") != "tool_use":
            continue
        try:
            answered.append(call_tool(block))
        except Exception as exc:
            answered.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                 "content": _failure_text(exc)}
            )
    return dict(role="user", content=answered)
