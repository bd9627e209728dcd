# Right: an index walk over content (never changed) answers each "tool_use" block in turn with a shallow copy of what
# call_tool returned; an Exception becomes the package's tool_result(block["id"], text, is_error=True), four keys, text
# "call_tool failed (<Class>)" plus ": " and str(exc) as it is when that is not "", so never blank nor BLOCKED: first.
# KeyboardInterrupt, SystemExit and CancelledError are no Exceptions: they stop the walk as they are.
from toolhooks.results import tool_result


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
            answered.append(dict(call_tool(block)))
        except Exception as exc:
            text = str(exc)
            message = f"call_tool failed ({type(exc).__name__})" + (f": {text}" if text else "")
            answered.append(tool_result(block["id"], message, is_error=True))
    return {"role": "user", "content": answered}
