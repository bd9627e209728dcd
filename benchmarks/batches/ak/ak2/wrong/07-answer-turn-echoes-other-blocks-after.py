# Breaks: "After those results content may ... go on only with image, document or non-blank
# text blocks (never an empty text, ...)". The turn's other blocks are carried over after the
# results. Input: turn [{"type": "thinking", "thinking": "hm", "signature": "s"}, tool_use A]
# -> the thinking block follows A's result (an empty text block of the turn would too).
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results, rest = [], []
    for block in content:
        if block.get("type") != "tool_use":
            rest.append(block)
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {exc}",
            })
    return {"role": "user", "content": results + rest}
