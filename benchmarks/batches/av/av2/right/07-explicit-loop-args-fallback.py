# Right: one result per "type" == "tool_use" block, in order, each the single call_tool(block)'s own
# value; an Exception (not KeyboardInterrupt/SystemExit/CancelledError, which pass) is answered for
# block["id"], is_error True, with a text led by the class name that holds str(exc) unchanged
# (empty or whitespace too); nothing cached or shared between calls; content is only read.
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
            outcome = call_tool(block)
        except Exception as exc:
            message = str(exc)
            what = type(exc).__qualname__
            text = f"{what} while running the tool: {message}"  # never blank: the class leads
            outcome = dict(type="tool_result", tool_use_id=block["id"], is_error=True, content=text)
        answered.append(outcome)
    message = dict(role="user")
    message["content"] = answered
    return message
