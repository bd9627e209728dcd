# Breaks "starts with one block per tool_use ... exactly what call_tool(block) returned" and
# "sharing no dict": slots are made with [{}] * n and filled with update(), so the notebook's
# two-call turn (toolu_a, toolu_b) gives two references to one dict holding toolu_b's result.
def answer_turn(call_tool, content):
    uses = [block for block in content if block.get("type") == "tool_use"]
    slots = [{}] * len(uses)
    for index, block in enumerate(uses):
        try:
            slots[index].update(call_tool(block))
        except Exception as exc:
            slots[index].update({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                                 "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": slots}
