# Breaks: "When `call_tool` raises an `Exception` ..., its place holds a dict with ... is_error"
# and "the blocks after it still run". When every call of a turn with several calls fails, it
# raises ("something systemic is wrong") instead of answering. Input: two tool_use blocks whose
# calls both raise ValueError -> RuntimeError instead of a message with two is_error results.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results, failures = [], []
    uses = [b for b in content if b.get("type") == "tool_use"]
    for block in uses:
        try:
            results.append(call_tool(block))
        except Exception as exc:
            failures.append(exc)
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    if len(uses) > 1 and len(failures) == len(uses):
        raise RuntimeError(f"all {len(uses)} tool calls of the turn failed; the tools look down") from failures[0]
    return {"role": "user", "content": results}
