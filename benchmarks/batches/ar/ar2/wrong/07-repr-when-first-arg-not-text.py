# Breaks: "holding its message as it is, str(exc) (or exc.args[0] if a str)". When args[0] is
# not a str it falls back to repr(exc), which is neither: FileNotFoundError(2, "No such file")
# gives "FileNotFoundError(2, 'No such file')" with no "[Errno 2] No such file" in it.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            if exc.args and isinstance(exc.args[0], str) and exc.args[0].strip():
                message = exc.args[0]
            else:
                message = repr(exc)
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": f"Tool call failed: {message}"})
    return {"role": "user", "content": results}
