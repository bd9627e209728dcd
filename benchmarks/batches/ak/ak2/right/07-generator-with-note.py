# Right: a generator yields, in order, for each block whose type is exactly "tool_use" what
# call_tool returned, or for an Exception (only) an is_error result with the block's id naming
# the class and holding exc.args[0] if a str, else str(exc); then one non-blank text block,
# which the text allows. A new message each call; content is only read.
def _answers(call_tool, blocks):
    for block in blocks:
        if block.get("type") != "tool_use":
            continue
        try:
            yield call_tool(block)
        except Exception as exc:
            first = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
            yield {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool call failed ({type(exc).__name__}). Message: {first}",
            }


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    blocks = list(_answers(call_tool, content))
    blocks.append({"type": "text", "text": "These are the results of your tool calls."})
    return {"role": "user", "content": blocks}
