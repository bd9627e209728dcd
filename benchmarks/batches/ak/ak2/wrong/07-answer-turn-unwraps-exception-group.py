# Breaks: "holding its message as it is, str(exc) (or exc.args[0] if a str), whatever its shape
# (no letters, an ExceptionGroup's own)". An ExceptionGroup is replaced by its first member.
# Input: call_tool raising ExceptionGroup("lookups failed", [KeyError("u_9")]) -> content
# "the call failed with KeyError: 'u_9'", without "lookups failed".
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            cause = exc
            while isinstance(cause, BaseExceptionGroup) and cause.exceptions:
                cause = cause.exceptions[0]  # report the real failure, not the wrapper
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(cause).__name__}: {cause}",
            })
    return {"role": "user", "content": results}
