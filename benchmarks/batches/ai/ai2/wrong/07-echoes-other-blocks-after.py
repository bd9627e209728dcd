# Wrong: breaks "After those results content may end ... or go on only with image, document or
# non-blank text blocks". It carries the turn's other blocks over after the results "so nothing is
# lost": content [{"type": "thinking", "thinking": "...", "signature": "s"}, a tool_use] ends the
# message with that thinking block. A turn whose other blocks are non-blank text comes out right.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results, others = [], []
    for block in content:
        if block.get("type") != "tool_use":
            others.append(block)
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results + [dict(block) for block in others]}
