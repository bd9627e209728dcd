# Breaks: "holding its message as it is ... whatever its shape (no letters, ...)". A message
# without any letter is taken for noise and left out. Input: call_tool raising KeyError(404)
# or ValueError("-1") -> content "the call failed with KeyError", without "404".
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
            text = f"the call failed with {type(exc).__name__}"
            if any(ch.isalpha() for ch in message):
                text += f": {message}"
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": text,
            })
    return {"role": "user", "content": results}
