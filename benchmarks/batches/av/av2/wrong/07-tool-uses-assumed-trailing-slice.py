# Breaks: "content starts with one block per tool_use of content, in the same order (text blocks
# get none ...)" -- the tool_use blocks are assumed to be the last N blocks of the turn. Input:
# [tool_use "toolu_a", text "checking", tool_use "toolu_b"]: the text block is passed to
# call_tool and "toolu_a" is never called nor answered.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    count = sum(1 for block in content if block.get("type") == "tool_use")
    results = []
    for block in content[len(content) - count:]:  # the API puts the tool_use blocks last
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block.get("id"),
                            "is_error": True, "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
