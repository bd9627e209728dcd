# Breaks "exactly what call_tool(block) returned (that object or an equal copy), a warning or
# not": results call_tool flagged is_error are re-worded into one house style.
# Input: call_tool returning {"type": "tool_result", "tool_use_id": "toolu_b", "is_error": True,
# "content": "BLOCKED: not your account."}: its content becomes "Tool error: BLOCKED: not ...".
def _text(content):
    if isinstance(content, str):
        return content
    return "".join(block.get("text", "") for block in content)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool error: {type(exc).__name__}: {exc}",
            }
        else:
            if result.get("is_error") is True:  # one wording for every failure the model reads
                result = {**result, "content": "Tool error: " + _text(result.get("content", ""))}
        results.append(result)
    return {"role": "user", "content": results}
