# Wrong: breaks "holding its message as it is, str(exc) ..., not stripped or escaped". A
# leading U+FEFF (a file-reading habit) is cut from the message; it is not whitespace, so the
# message "has one" and must be kept: call_tool raising ValueError("\ufeffbad header") gives
# "ValueError: bad header", which does not hold "\ufeffbad header".


def _message(exc):
    message = str(exc).lstrip("\ufeff")
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
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": _message(exc),
                }
            )
    return {"role": "user", "content": results}
