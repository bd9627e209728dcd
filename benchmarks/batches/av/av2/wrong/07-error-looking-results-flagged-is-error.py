# Breaks: "exactly what call_tool(block) returned" -- a result whose text starts with "Error" or
# "Traceback" and has no is_error gets "is_error": True added. Input: call_tool returning
# {"type": "tool_result", "tool_use_id": "toolu_a", "content": "Error: 0 rows matched"}: the
# message holds a different dict (with is_error: True).
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
            continue
        text = result.get("content")
        if (not result.get("is_error") and isinstance(text, str)
                and text.lstrip().startswith(("Error", "Traceback"))):
            result = {**result, "is_error": True}  # the tool reported a failure in plain text
        results.append(result)
    return {"role": "user", "content": results}
