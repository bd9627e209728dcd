# Breaks: "Each call's message is new, sharing no dict with another's". The message dict is a mutable
# default argument, filled in on every call: m1 = answer_turn(f, turn1); m2 = answer_turn(f, turn2)
# gives m1 is m2, and m1["content"] now holds turn2's results.
def answer_turn(call_tool, content, message={"role": "user"}):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    message["content"] = results
    return message
