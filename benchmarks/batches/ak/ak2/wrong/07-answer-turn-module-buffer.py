# Breaks: "Each call's message is new, sharing no dict with another's; call_tool may itself call
# answer_turn." Results gather in a module-level buffer, cleared on entry and copied out. Input:
# a call_tool that, for block A, calls answer_turn(inner_tool, [tool_use X]) before returning A's
# result: the inner call clears the buffer, so the outer message loses results gathered before A.
_buffer = []


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    _buffer.clear()
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            _buffer.append(call_tool(block))
        except Exception as exc:
            _buffer.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {exc}",
            })
    return {"role": "user", "content": list(_buffer)}
