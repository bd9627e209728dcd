# Breaks: "holding its message as it is, `str(exc)` ..., whatever its shape". A message that is not
# str.isprintable() (a line break, a tab) is replaced by the class name. Input: call_tool raising
# ValueError("bad input:\n  amount must be positive") gives content "the call failed with ValueError"
# with no message.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc)
            if message.strip() and message.isprintable():
                text = f"the call failed with {type(exc).__name__}: {message}"
            else:  # control characters or nothing: the class says enough
                text = f"the call failed with {type(exc).__name__}"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": text})
    return {"role": "user", "content": results}
