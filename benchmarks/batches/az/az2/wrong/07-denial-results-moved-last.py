# Breaks "content starts with one block per tool_use of content, in the same order": results
# that are denials (is_error and "BLOCKED:") are moved after the others, useful results first.
# Input: two tool_use blocks, call_tool answering the first with {"type": "tool_result",
# "tool_use_id": "toolu_a", "is_error": True, "content": "BLOCKED: no"}: toolu_b comes first.
def _is_denial(result):
    content = result.get("content")
    return result.get("is_error") is True and isinstance(content, str) and content.startswith("BLOCKED:")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc)
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"the call raised {type(exc).__name__}" + (f": {message}" if message else ""),
                }
            )
    results.sort(key=_is_denial)  # stable: the model reads what worked first
    return {"role": "user", "content": results}
