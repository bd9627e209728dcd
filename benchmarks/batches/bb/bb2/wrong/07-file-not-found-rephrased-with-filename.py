# Breaks: the failure content must hold "its message as it is, str(exc) (or exc.args[0] if a str)".
# A FileNotFoundError with a filename is rephrased: FileNotFoundError(2, "No such file or
# directory", "/srv/case.json") -> content "File not found: /srv/case.json"; str(exc) is
# "[Errno 2] No such file or directory: '/srv/case.json'" and args[0] is the int 2.


def _failure_text(exc):
    if isinstance(exc, FileNotFoundError) and exc.filename:
        return f"File not found: {exc.filename}"  # clearer for the model than the errno text
    message = str(exc)
    return f"{type(exc).__name__}: {message}" if message.strip() else type(exc).__name__


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") == "tool_use":
            try:
                answers.append(call_tool(block))
            except Exception as exc:
                answers.append({"type": "tool_result", "tool_use_id": block["id"],
                                "is_error": True, "content": _failure_text(exc)})
    return {"role": "user", "content": answers}
