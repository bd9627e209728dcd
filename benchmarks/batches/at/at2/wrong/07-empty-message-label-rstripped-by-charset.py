# Breaks "holding its message as it is, str(exc) ..., not stripped": to avoid a dangling
# "ValueError: " for an empty message, the text is .rstrip(": "), which also eats the
# message's own trailing colons and spaces, so ValueError("expected one of:") is answered
# "ValueError: expected one of". A trailing newline or tab survives; so do ordinary messages.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = f"{type(exc).__name__}: {exc}".rstrip(": ")
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}
            )
    return {"role": "user", "content": results}
