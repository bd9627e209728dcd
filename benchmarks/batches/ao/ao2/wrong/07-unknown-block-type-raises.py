# Breaks "(text blocks get none, nor do thinking, redacted_thinking, server_tool_use, ...)":
# those blocks must be passed over, but any type other than text or tool_use raises, so a
# turn [{"type": "thinking", "thinking": "...", "signature": "s"}, tool_use(...)] raises ValueError.
def answer_turn(call_tool, content):
    answers = []
    for block in content:
        kind = block.get("type")
        if kind == "text":
            continue
        if kind != "tool_use":
            raise ValueError(f"unexpected block type {kind!r} in the assistant turn")
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": answers}
