# Wrong: breaks "holding its message as it is, str(exc) ..., not stripped or escaped": the
# message's own trailing full stops are trimmed so our own sentence can go on after it.
# Input: call_tool raising OSError("disk is full.") -> content "The call failed with OSError: disk
# is full; no result was produced." holds neither str(exc) nor args[0] ("disk is full.").
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            message = str(exc).rstrip(".")  # our sentence goes on after it
            text = f"The call failed with {type(exc).__name__}: {message}; no result was produced."
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": text})
    return {"role": "user", "content": results}
