# Right: one fresh {"role": "user", "content": [...]} per call; a generator walks the tool_use blocks
# (type == "tool_use" only) one at a time, in order, yielding call_tool's own return value, or for an
# Exception a new is_error dict with block["id"] and "Error (<class>): <str(exc)>" (never starting
# BLOCKED:, never blank). BaseExceptions such as KeyboardInterrupt pass through and stop the loop.
def _answers(call_tool, blocks):
    for block in blocks:
        try:
            answer = call_tool(block)
        except Exception as exc:  # only Exception: KeyboardInterrupt, SystemExit... propagate
            yield {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Error ({type(exc).__name__}): {exc}",
            }
        else:
            yield answer


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    tool_uses = (block for block in content if block.get("type") == "tool_use")
    return {"role": "user", "content": list(_answers(call_tool, tool_uses))}
