# Breaks "call_tool ... called once per block (the block as it is in content ...)": a
# TypeError is taken for a signature mismatch and call_tool is called again with
# block["input"], so a call_tool that raises TypeError("bad amount") is called twice for
# that block (the second time with the input dict, not the block).
def _error(block, exc):
    text = str(exc)
    message = f"the call failed with {type(exc).__name__}: {text}" if text else (
        f"the call failed with {type(exc).__name__}")
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": message}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            try:
                result = call_tool(block)
            except TypeError:
                result = call_tool(block.get("input", {}))  # tools that take their input only
            results.append(result)
        except Exception as exc:
            results.append(_error(block, exc))
    return {"role": "user", "content": results}
