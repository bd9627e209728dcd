# Wrong: breaks "holding its message as it is, str(exc) ..., whatever its shape ..., not
# stripped or escaped". A message that is not str.isprintable() is shown with repr() "to keep
# the result on one line", so call_tool raising ValueError("line 1\nline 2") gives
# "ValueError: 'line 1\\nline 2'" (escaped). One-line messages pass through unchanged.


def _message(exc):
    message = str(exc)
    if not message.isprintable():
        message = repr(message)
    name = type(exc).__name__
    return f"{name}: {message}" if message.strip() else name


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": _message(exc)}
            )
    return {"role": "user", "content": results}
