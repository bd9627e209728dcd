# Wrong: breaks "a non-blank str content saying what failed (not starting, even after whitespace,
# with BLOCKED:, a denial's mark, of your own ...)": a tool error whose message sounds like a
# refusal is labelled BLOCKED: so the model will not retry. Input: call_tool raising
# ValueError("Denied") -> content "BLOCKED: Denied".
_REFUSALS = ("denied", "not allowed", "forbidden")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            message = str(exc)
            if any(word in message.lower() for word in _REFUSALS):
                text = "BLOCKED: " + message  # a refusal: tell the model not to retry
            else:
                text = f"The call failed with {type(exc).__name__}: {message}"
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": text})
    return {"role": "user", "content": results}
