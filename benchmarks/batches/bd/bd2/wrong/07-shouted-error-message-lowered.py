# Wrong: breaks "holding its message as it is, str(exc) ..., not stripped or escaped". An
# all-capitals message is "un-shouted" with str.capitalize(), so call_tool raising
# OSError("DISK FULL") gives "OSError: Disk full", which does not hold "DISK FULL". Messages
# in ordinary case pass through.


def _message(exc):
    message = str(exc)
    if message.isupper():
        message = message.capitalize()
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
