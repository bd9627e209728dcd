# Wrong: "exactly what call_tool(block) returned (that object or an equal copy)" and "Each
# call's message is new, sharing no dict with another's". The last messages are kept for
# debugging and, on each new turn, long text results in them are shortened in place: a
# result {"type": "tool_result", "tool_use_id": "t1", "content": "x" * 5000} returned in turn 1
# is cut to 1000 characters (in the caller's message and the tool's own dict) once turn 2 runs.
RECENT = []


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    for old in RECENT:
        for result in old["content"]:
            text = result.get("content")
            if isinstance(text, str) and len(text) > 1000:
                result["content"] = text[:1000] + " [trimmed]"
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                 "content": f"Tool call failed ({type(exc).__name__}): {exc}"}
            )
    message = {"role": "user", "content": results}
    RECENT.append(message)
    del RECENT[:-10]
    return message
