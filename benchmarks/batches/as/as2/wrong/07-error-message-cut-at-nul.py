# Breaks: the error content is "holding its message as it is, `str(exc)` ..., whatever its
# shape ..., not stripped": the message is cut at its first NUL (a C-string habit).
# Input: call_tool raising ValueError("bad byte\x00 at offset 7") gives
# "Tool call failed (ValueError): bad byte".
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answered.append(dict(call_tool(block)))
        except Exception as exc:
            message = str(exc).split("\x00", 1)[0]
            head = f"Tool call failed ({type(exc).__name__})"
            answered.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                             "content": f"{head}: {message}" if message.strip() else head + "."})
    return {"role": "user", "content": answered}
