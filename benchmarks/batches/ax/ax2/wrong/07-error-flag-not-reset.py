# Breaks: "exactly what `call_tool(block)` returned" for the blocks after a failure ("and the
# blocks after it still run"): the `error` variable is set once and never cleared, so every later
# block is answered with the first failure although its call returned. Input: two tool_use blocks,
# the first call raises ValueError("boom"), the second returns its result: both come back is_error.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    error = None
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            error = exc
        if error is not None:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(error).__name__}: {error}"})
        else:
            results.append(result)
    return {"role": "user", "content": results}
