# Breaks: "When call_tool raises an Exception (any class ...) its place holds a dict ... holding
# its message as it is ... whatever its shape (no letters, an ExceptionGroup's own)" -- an
# ExceptionGroup is let through to the caller. Input: call_tool raising
# ExceptionGroup("two lookups failed", [KeyError("a"), ValueError("b")]) for the first tool_use.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except ExceptionGroup:
            raise  # several failures from inside the tool (a TaskGroup): the caller must see all
        except Exception as exc:
            message = str(exc)
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"Tool error ({type(exc).__name__}): {message}"})
    return {"role": "user", "content": results}
