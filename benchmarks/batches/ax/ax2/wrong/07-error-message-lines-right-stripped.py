# Breaks: "holding its message as it is, `str(exc)` ..., whatever its shape ..., not stripped or
# escaped". Trailing spaces are trimmed from every line of the message. Input: call_tool raising
# ValueError("amount:   \n  must be positive") gives "...: amount:\n  must be positive".


def _tidy(text):
    return "\n".join(line.rstrip() for line in text.split("\n"))


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": _tidy(f"the call failed with {type(exc).__name__}: {exc}")}
        results.append(result)
    return {"role": "user", "content": results}
