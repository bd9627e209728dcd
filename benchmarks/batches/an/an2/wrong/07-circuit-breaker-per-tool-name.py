# Breaks: "... its place holds a dict ..., and the blocks after it still run" and "called once per
# block". After a tool fails, later blocks for the same tool name are answered with an error
# without calling it. Input: two lookup_user blocks A, B; the call for A raises -> call_tool is
# never called for B (B gets "skipped" error).
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    broken = {}  # tool name -> the exception it raised this turn
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        name = block.get("name")
        if name in broken:
            exc = broken[name]
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"skipped: {name} already failed this turn with {type(exc).__name__}: {exc}"})
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            broken[name] = exc
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{name} failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
