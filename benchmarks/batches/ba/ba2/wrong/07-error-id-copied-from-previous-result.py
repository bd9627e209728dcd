# Breaks: a raising call's place holds a dict with `"tool_use_id": block["id"]`.
# The except branch reads the id from `result` (pasted from the success path), which still holds
# the previous block's result: turn [t1 ok, t2 raising] answers t2's failure with tool_use_id "t1".


def answer_turn(call_tool, content):
    results = []
    result = {"tool_use_id": None}
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": result["tool_use_id"] or block["id"],
                      "is_error": True, "content": f"{type(exc).__name__}: {exc}"}
        results.append(result)
    return {"role": "user", "content": results}
