# Breaks: the failure content must hold "its message as it is, str(exc) ... when it has one".
# A NotImplementedError gets a canned sentence: call_tool raising
# NotImplementedError("refunds over 500 EUR need the finance API") -> content
# "NotImplementedError: this tool is not available yet" (the message is dropped).


def _failure_text(exc):
    if isinstance(exc, NotImplementedError):
        return "NotImplementedError: this tool is not available yet"
    message = str(exc)
    return f"{type(exc).__name__}: {message}" if message.strip() else type(exc).__name__


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": _failure_text(exc)})
    return {"role": "user", "content": results}
