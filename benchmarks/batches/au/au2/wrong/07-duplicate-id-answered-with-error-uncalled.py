# Breaks: "call_tool ... called once per block ... (two blocks with the same id, never the same
# object, are two calls and two results)". A repeated id is answered with an error, uncalled.
# Input: two tool_use blocks both with id "toolu_01" -> call_tool runs once; the second slot
# holds "duplicate tool_use id" instead of what call_tool returns.
def answer_turn(call_tool, content):
    results, seen = [], set()
    for block in content:
        if block.get("type") != "tool_use":
            continue
        if block["id"] in seen:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": "duplicate tool_use id: this call was not run"})
            continue
        seen.add(block["id"])
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            message = str(exc)
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {message}" if message else type(exc).__name__,
            })
    return {"role": "user", "content": results}
