# Right: the tool_use blocks (type exactly "tool_use") are picked in order and map() answers each through a helper
# calling call_tool once with an equal shallow copy of the block. The helper catches Exception only (StopIteration too,
# so map never sees it) and writes a fresh is_error result for block["id"]: "Tool call error, <Class>. Message: " then
# str(exc) untouched. Other BaseExceptions leave map as they are, so no later block runs.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""

    def answer(block):
        try:
            return dict(call_tool(dict(block)))
        except Exception as exc:
            return {
                "tool_use_id": block["id"],
                "type": "tool_result",
                "content": "Tool call error, " + type(exc).__name__ + ". Message: " + str(exc),
                "is_error": True,
            }

    uses = [block for block in content if block.get("type") == "tool_use"]
    return {"content": list(map(answer, uses)), "role": "user"}
