# Breaks "A `call_tool` that raises must still produce an `is_error` result with the block's id"
# for a turn with one call: a "fast path" for the common single call skips the try. Input:
# [tool_use "toolu_a"] with call_tool raising OSError("disk full") raises OSError instead of
# answering; turns of two or more calls (the notebook's) are answered right.


def _safe(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": f"Tool error ({type(exc).__name__}): {exc}"}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    calls = [block for block in content if block.get("type") == "tool_use"]
    if len(calls) == 1:  # the usual case: no bookkeeping needed
        return {"role": "user", "content": [call_tool(calls[0])]}
    return {"role": "user", "content": [_safe(call_tool, block) for block in calls]}
