# Breaks: the failure content must hold "its message as it is, str(exc) (or exc.args[0] if a str)".
# An ImportError is reported by the missing module's name only:
# call_tool raising ImportError("No module named 'yaml'", name="yaml") -> content
# "ImportError: missing dependency 'yaml'" (its message "No module named 'yaml'" is gone).


def _failure_text(exc):
    name = type(exc).__name__
    if isinstance(exc, ImportError) and exc.name:
        return f"{name}: missing dependency {exc.name!r}"  # the useful part for the model
    message = str(exc)
    return f"{name}: {message}" if message.strip() else name


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
