# Breaks: "with `call_tool` (any callable, maybe without a `__name__`) called once per block".
# Calls it by keyword (tool_use=..., the name Dispatcher.call_tool uses), so any other callable
# fails and every block becomes an error. Input: answer_turn(lambda b: {"type": "tool_result",
# "tool_use_id": b["id"], "content": "ok"}, [tool_use A]) -> A answered with an is_error result.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(tool_use=block))  # spelled out, as Dispatcher.call_tool names it
        except Exception as exc:
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {exc}",
            })
    return {"role": "user", "content": results}
