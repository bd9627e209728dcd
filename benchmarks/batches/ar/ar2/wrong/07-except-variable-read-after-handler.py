# Breaks: "str(exc) alone may be "" or only whitespace ... and the blocks after it still run".
# The fallback for a blank message reads `exc` after its except clause ended, where Python has
# already unbound it, so a call_tool raising ValueError() (or RuntimeError("  ")) makes
# answer_turn itself raise UnboundLocalError instead of answering the block.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
            continue
        except Exception as exc:
            message = str(exc)
        if not message.strip():
            message = f"{type(exc).__name__} raised with no message"
        results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                        "content": f"Tool call failed: {message}"})
    return {"role": "user", "content": results}
