# Breaks: "content starts with one block per tool_use ... After those results content may end ...
# or go on only with image, document or non-blank text blocks". A note follows each failed call's
# result, in the middle of the results. Input: [tool_use toolu_a whose call raises, tool_use
# toolu_b] -> [error for toolu_a, {"type": "text", ...}, result for toolu_b].
def answer_turn(call_tool, content):
    out = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            out.append(dict(call_tool(block)))
        except Exception as exc:
            message = str(exc)
            out.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {message}" if message else type(exc).__name__,
            })
            out.append({"type": "text", "text": f"The call {block['id']} failed: do not retry it unchanged."})
    return {"role": "user", "content": out}
