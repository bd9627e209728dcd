# Wrong: breaks "holding its message as it is, str(exc) ..., not stripped or escaped". No-break
# spaces are turned into plain spaces "for the model", so call_tool raising
# ValueError("limit is 50\u00a0EUR") gives "ValueError: limit is 50 EUR", which does not hold
# the message as it is.


def _message(exc):
    message = str(exc).replace("\u00a0", " ")
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
