# Breaks: "holding its message as it is, str(exc) ..., not stripped or escaped". The message is
# fitted into a sentence by lower-casing its first letter: a call_tool raising
# TimeoutError("Upstream timed out") gives "the call failed because upstream timed out".


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc).strip() and str(exc)
            if message:
                text = f"the call failed because {message[:1].lower()}{message[1:]}"
            else:
                text = f"the call failed with {type(exc).__name__}"
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": text})
    return {"role": "user", "content": results}
