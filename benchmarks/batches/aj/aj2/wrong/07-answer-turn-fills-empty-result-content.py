# Breaks "exactly what `call_tool(block)` returned ... its content maybe `""` or a list of blocks":
# a result whose content is empty gets a placeholder text (the learner generalised "never an empty
# text" to results). Input: call_tool returning {"type": "tool_result", "tool_use_id": "toolu_a",
# "content": ""} -> the message holds content "(no output)" instead.
PLACEHOLDER = "(no output)"


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
                "content": f"Tool call failed ({type(exc).__name__}): {exc}",
            }
        if result.get("content") in ("", []):  # the API refuses empty content
            result = {**result, "content": PLACEHOLDER}
        results.append(result)
    return {"role": "user", "content": results}
