# Breaks "exactly what `call_tool(block)` returned": the learner tidies each result by dropping
# an `"is_error": False` (the API's default). Input: call_tool returning
# {"type": "tool_result", "tool_use_id": "toolu_a", "content": "ok", "is_error": False} gives a
# result without the "is_error" key.


def _tidy(result):
    if isinstance(result, dict) and result.get("is_error") is False:
        return {key: value for key, value in result.items() if key != "is_error"}
    return result


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(_tidy(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
