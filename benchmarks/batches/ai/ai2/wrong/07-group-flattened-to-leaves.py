# Wrong: breaks "holding its message as it is, str(exc) (or exc.args[0] if a str), whatever its
# shape (no letters, an ExceptionGroup's own)". An ExceptionGroup is reported by its leaves:
# call_tool raising ExceptionGroup("two lookups failed", [ValueError("u_1 missing"), KeyError("u_2")])
# gives "... failed: u_1 missing; 'u_2'", without "two lookups failed". Plain exceptions are right.


def _message(exc):
    if isinstance(exc, BaseExceptionGroup):
        return "; ".join(_message(inner) for inner in exc.exceptions)
    return str(exc)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed ({type(exc).__name__}): {_message(exc)}"})
    return {"role": "user", "content": results}
