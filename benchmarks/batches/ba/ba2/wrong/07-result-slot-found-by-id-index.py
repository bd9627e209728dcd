# Breaks: "two blocks with the same id, never the same object, are two calls and two results".
# Each result is placed at the position of its id in the list of ids, so a repeated id lands in
# the first one's slot: tool_use blocks t1 {"a": 1} and t1 {"a": 2} give [second result, None].


def answer_turn(call_tool, content):
    uses = [block for block in content if block.get("type") == "tool_use"]
    ids = [block["id"] for block in uses]
    slots = [None] * len(uses)
    for block in uses:
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}
        slots[ids.index(block["id"])] = result
    return {"role": "user", "content": slots}
