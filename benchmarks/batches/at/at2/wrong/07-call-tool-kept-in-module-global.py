# Breaks "call_tool may itself call answer_turn" and "exactly what call_tool(block)
# returned": the callable is parked in a module global for the helper, so when the first
# block's call_tool answers a nested turn with another callable, the outer turn's later
# blocks are run by that inner callable. Without nesting (or with the same callable) it is right.
_CALL_TOOL = None


def _answer(block):
    try:
        return _CALL_TOOL(block)
    except Exception as exc:
        text = str(exc)
        return {
            "type": "tool_result",
            "tool_use_id": block["id"],
            "is_error": True,
            "content": f"{type(exc).__name__}: {text}" if text else type(exc).__name__,
        }


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    global _CALL_TOOL
    _CALL_TOOL = call_tool
    return {"role": "user", "content": [_answer(b) for b in content if b.get("type") == "tool_use"]}
