# Breaks "When `call_tool` raises an `Exception` ... and the blocks after it still run": after the
# first failure the remaining calls are not made ("the turn's plan is broken") and each is answered
# with an is_error "not run" result. Input: [tool_use "a" raising ValueError("x"), tool_use "b"]
# -> call_tool is never called for "b".
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results, failed = [], None
    for block in content:
        if block.get("type") != "tool_use":
            continue
        if failed is not None:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"Not run: an earlier call in this turn failed ({failed}).",
                }
            )
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            failed = f"{type(exc).__name__}: {exc}"
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": f"Tool call failed ({failed})"}
            )
    return {"role": "user", "content": results}
