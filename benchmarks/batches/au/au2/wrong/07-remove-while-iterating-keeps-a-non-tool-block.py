# Breaks: "only "type": "tool_use"" blocks get a result (thinking and text get none). It removes
# non-tool blocks from a list while iterating over it, which skips the element after each removal.
# Input: [{"type": "thinking", ...}, {"type": "text", ...}, tool_use toolu_a] -> the text block
# survives and call_tool is called with it.
def answer_turn(call_tool, content):
    pending = list(content)
    for block in pending:
        if block.get("type") != "tool_use":
            pending.remove(block)
    results = []
    for block in pending:
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            message = str(exc)
            results.append({
                "type": "tool_result",
                "tool_use_id": block.get("id"),
                "is_error": True,
                "content": f"{type(exc).__name__}: {message}" if message else type(exc).__name__,
            })
    return {"role": "user", "content": results}
