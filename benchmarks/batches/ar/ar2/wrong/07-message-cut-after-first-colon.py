# Breaks: "holding its message as it is, str(exc) ..., not stripped". Thinking str(exc) may
# start with "SomeError: ", it keeps only what follows the first ": " and adds the class
# itself: ValueError("config: missing key 'region'") gives "ValueError: missing key 'region'".


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc).split(": ", 1)[-1]
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {message}"})
    return {"role": "user", "content": results}
