# Breaks: "whose content starts with one block per tool_use of content, in the same order".
# It assumes a turn opens with the model's text ("I'll check...") and starts at content[1:].
# Input: [tool_use toolu_a, tool_use toolu_b] (no text first) -> toolu_a gets no result.
def answer_turn(call_tool, content):
    results = []
    for block in content[1:]:  # content[0] is the model's preamble
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            message = str(exc)
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {message}" if message else type(exc).__name__,
            })
    return {"role": "user", "content": results}
