# Breaks: "holding its message as it is, `str(exc)` ..., whatever its shape ..., not stripped or
# escaped". CR LF and lone CR in the message are turned into LF. Input: call_tool raising
# ValueError("line one\r\nline two") gives content "...: line one\nline two", which does not hold
# "line one\r\nline two".


def _failure(block, exc):
    message = str(exc).replace("\r\n", "\n").replace("\r", "\n")  # one newline style in the transcript
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
            "content": f"the call failed with {type(exc).__name__}: {message}"}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    out = []
    for block in content:
        if block.get("type") == "tool_use":
            try:
                out.append(call_tool(block))
            except Exception as exc:
                out.append(_failure(block, exc))
    return {"role": "user", "content": out}
