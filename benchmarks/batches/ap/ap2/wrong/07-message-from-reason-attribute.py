# Wrong: breaks "holding its message as it is, str(exc) (or exc.args[0] if a str)": an exception
# with a .reason attribute (a urllib habit) is described by that attribute instead. Input:
# call_tool raising UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte") -> content
# "UnicodeDecodeError: invalid start byte", holding neither str(exc) nor args[0] ("utf-8").
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            reason = getattr(exc, "reason", None)  # URLError, HTTPError...: the real cause
            detail = reason if isinstance(reason, str) and reason else str(exc)
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True,
                            "content": f"{type(exc).__name__}: {detail}"})
    return {"role": "user", "content": results}
