# Breaks: the failure content must hold "its message as it is, str(exc) (or exc.args[0] if a str)".
# An AttributeError that knows the missing name is reported by that name only:
# AttributeError("'NoneType' object has no attribute 'email'", name="email", obj=None) ->
# content "AttributeError: no field 'email' on the record" (the message is gone).


def _failure_text(exc):
    if isinstance(exc, AttributeError) and exc.name:
        return f"AttributeError: no field {exc.name!r} on the record"
    message = str(exc)
    return f"{type(exc).__name__}: {message}" if message.strip() else type(exc).__name__


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": _failure_text(exc)})
    return {"role": "user", "content": results}
