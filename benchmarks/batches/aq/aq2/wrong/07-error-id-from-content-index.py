# Breaks: "When call_tool raises ... its place holds a dict with "tool_use_id": block["id"]".
# The failed call's id is read from content[n] (n counts tool_use blocks only), so with a text block
# first, [text("Checking"), tool_use "toolu_a" (ok), tool_use "toolu_b" (raises OSError)], the error
# result says "toolu_a"; [text, tool_use that raises] raises KeyError('id') instead of answering.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    tool_uses = [block for block in content if block.get("type") == "tool_use"]
    results = []
    for n in range(len(tool_uses)):
        try:
            results.append(dict(call_tool(tool_uses[n])))
        except Exception as exc:
            results.append({
                "type": "tool_result",
                "tool_use_id": content[n]["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {exc}",
            })
    return {"role": "user", "content": results}
