# Breaks: "with call_tool ... called once per block". A BlockingIOError ("resource temporarily
# unavailable") is retried once: a call_tool that raises BlockingIOError(11, "busy") the first
# time and returns a result the second is called twice for one tool_use block.


def _failure_text(exc):
    message = str(exc)
    return f"{type(exc).__name__}: {message}" if message.strip() else type(exc).__name__


def _call(call_tool, block):
    try:
        return call_tool(block)
    except BlockingIOError:  # EAGAIN: transient by definition, one more try is free
        return call_tool(block)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(_call(call_tool, block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": _failure_text(exc)})
    return {"role": "user", "content": results}
