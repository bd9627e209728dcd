# Breaks "with `call_tool` ... called once per block": a fast path maps call_tool over the turn and,
# when any call raises, answers the whole turn again block by block, so the blocks before the
# failing one run twice. Input: [tool_use "a" (returns), tool_use "b" (raises ValueError)] ->
# call_tool is called 3 times, block "a" twice.
def _answer_one(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        return {
            "type": "tool_result",
            "tool_use_id": block["id"],
            "is_error": True,
            "content": f"Tool call failed ({type(exc).__name__}): {exc}",
        }


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    uses = [block for block in content if block.get("type") == "tool_use"]
    try:
        results = list(map(call_tool, uses))  # the usual case: nothing fails
    except Exception:
        results = [_answer_one(call_tool, block) for block in uses]
    return {"role": "user", "content": results}
