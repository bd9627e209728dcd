# Wrong: breaks "holding its message as it is, str(exc) ..., not stripped or escaped". Braces
# are doubled so the text can go through str.format later, so call_tool raising
# ValueError("field {name} is missing") gives "ValueError: field {{name}} is missing", which
# does not hold the message. Messages without braces pass through.


def _message(exc):
    message = str(exc).replace("{", "{{").replace("}", "}}")
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
