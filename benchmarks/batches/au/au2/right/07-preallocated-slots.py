# Right: picks the tool_use blocks (type equal to "tool_use", nothing else), makes one slot per
# block and fills it in order, calling call_tool exactly once per block with the block itself.
# A raised Exception fills the slot with tool_result/is_error True/its id, and text that starts
# "The tool call failed" and holds exc.args[0] (a str) or str(exc) verbatim; others propagate.
def answer_turn(call_tool, content):
    tool_uses = [block for block in content if block.get("type") == "tool_use"]
    slots = [None] * len(tool_uses)
    for index, block in enumerate(tool_uses):
        try:
            returned = call_tool(block)
        except Exception as exc:
            first = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
            slots[index] = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"The tool call failed ({type(exc).__name__}): {first}",
            }
            continue
        slots[index] = dict(returned)
    return dict(role="user", content=slots)
