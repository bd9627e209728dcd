# Wrong: breaks "whose content starts with one block per tool_use of content" (and "thinking ...
# blocks get none"): thinking blocks are passed back, as extended thinking asks, but in the user
# message and before the results. Input: content [{"type": "thinking", "thinking": "...",
# "signature": "s"}, tool_use block] -> the message's content starts with the thinking block.
_CARRIED = ("thinking", "redacted_thinking")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    carried = [dict(block) for block in content if block["type"] in _CARRIED]
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True,
                            "content": f"The call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": carried + results}
