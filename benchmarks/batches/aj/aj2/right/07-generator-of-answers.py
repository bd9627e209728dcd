# Right: a generator walks the turn in order and yields, for each block whose "type" is exactly
# "tool_use", what call_tool returned (one call, the block itself), or for an Exception an is_error
# dict with the block's id and "Tool call failed (Class): str(exc)" (non-blank, no BLOCKED:); other
# BaseExceptions pass through the generator untouched. A new message with only role and content.
def _answers(call_tool, content):
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answer = call_tool(block)
        except Exception as exc:
            answer = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool call failed ({type(exc).__name__}): {exc}",
            }
        yield answer


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {"role": "user", "content": list(_answers(call_tool, content))}
