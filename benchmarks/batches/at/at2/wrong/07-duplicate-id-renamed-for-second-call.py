# Breaks "call_tool called once per block (the block as it is in content, or an equal copy)"
# and "exactly what call_tool(block) returned": a second block with an id already seen in
# the turn is passed as {**block, "id": id + "#2"} and its result is re-labelled, so in a
# turn with two "toolu_01" blocks call_tool gets an unequal block and returns a patched result.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results, seen = [], {}
    for block in content:
        if block.get("type") != "tool_use":
            continue
        block_id = block["id"]
        seen[block_id] = seen.get(block_id, 0) + 1
        sent = block if seen[block_id] == 1 else {**block, "id": f"{block_id}#{seen[block_id]}"}
        try:
            result = call_tool(sent)
            if sent is not block:
                result = {**result, "tool_use_id": block_id}
            results.append(result)
        except Exception as exc:
            text = str(exc)
            results.append({
                "type": "tool_result",
                "tool_use_id": block_id,
                "is_error": True,
                "content": f"{type(exc).__name__}: {text}" if text else type(exc).__name__,
            })
    return {"role": "user", "content": results}
