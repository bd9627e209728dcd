# Breaks: "Leave content as it arrived" and "(the block as it is in content, or an equal copy of
# it)" -- a tool name with stray spaces is trimmed in the caller's own block before the call.
# Input: content = [{"type": "tool_use", "id": "toolu_a", "name": " lookup_user ", "input": {}}]:
# after answer_turn returns, content[0]["name"] is "lookup_user".
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        name = block.get("name")
        if isinstance(name, str) and name != name.strip():
            block["name"] = name.strip()  # models sometimes pad tool names
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"call failed: {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
