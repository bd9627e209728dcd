# Breaks: "exactly what `call_tool(block)` returned (that object or an equal copy)". A result
# whose repr is over 20,000 characters is swapped for an is_error note (to protect the context
# window). Input: call_tool returning {"type": "tool_result", "tool_use_id": "toolu_a",
# "content": "x" * 50_000} is answered with the "too large" error instead.
MAX_RESULT_CHARS = 20_000


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            answered.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                             "content": f"the call failed with {type(exc).__name__}: {exc}"})
            continue
        if len(repr(result)) > MAX_RESULT_CHARS:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"the tool's output was too large ({len(repr(result))} chars)."}
        answered.append(result)
    return {"role": "user", "content": answered}
