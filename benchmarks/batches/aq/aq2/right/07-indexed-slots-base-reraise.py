# Right: the tool_use positions are listed first, then each is called in turn (a slot list filled in
# order, a fresh dict per error); anything caught that is not an Exception is re-raised with a bare
# `raise`, so interrupts leave as they are and later blocks never run. The error text holds
# str(exc) (or args[0] when that is a str) as it is, after a label that is never blank; results are
# deep copies of what call_tool returned.
import copy


def _message_of(exc):
    if exc.args and isinstance(exc.args[0], str):
        return exc.args[0]
    return str(exc)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    positions = [i for i, block in enumerate(content) if block.get("type") == "tool_use"]
    slots = []
    for i in positions:
        block = content[i]
        try:
            slots.append(copy.deepcopy(call_tool(block)))
        except BaseException as caught:
            if not isinstance(caught, Exception):
                raise
            slots.append(dict(type="tool_result", tool_use_id=block["id"], is_error=True,
                              content=f"{type(caught).__qualname__} in the tool: {_message_of(caught)}"))
    message = {}
    message["role"] = "user"
    message["content"] = slots
    return message
