# Wrong: breaks "and the blocks after it still run". One try wraps the whole loop, so the first crash
# ends it and every block not yet run gets the same error: [tool_use a raising ValueError("boom"),
# tool_use b] never calls call_tool on b. A crash in the last block, and turns without one, are right.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    blocks = [block for block in content if block.get("type") == "tool_use"]
    results = []
    try:
        for block in blocks:
            results.append(dict(call_tool(block)))
    except Exception as exc:
        for block in blocks[len(results):]:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
