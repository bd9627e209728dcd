# Right: indexes the blocks (no iterator state for call_tool to disturb), answers each tool_use in
# order with call_tool's own return value, and on an Exception writes a result for that block's
# id whose text holds exc.args[0] when it is a str (else str(exc)), after a label of my own so it
# is never blank nor starts with BLOCKED:; KeyboardInterrupt etc. are not caught.


def _failure_text(exc):
    first = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
    return f"The tool could not complete this call. {type(exc).__qualname__}: {first}"


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    index = 0
    while index < len(content):
        block = content[index]
        index += 1
        if block.get("type") == "tool_use":
            try:
                outcome = call_tool(block)
            except Exception as exc:
                outcome = {"type": "tool_result", "tool_use_id": block["id"],
                           "is_error": True, "content": _failure_text(exc)}
            answered.append(outcome)
    message = {"role": "user"}
    message["content"] = answered
    return message
