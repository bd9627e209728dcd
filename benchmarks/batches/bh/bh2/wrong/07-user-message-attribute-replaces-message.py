# Breaks: "holding its message as it is, str(exc) (or exc.args[0] if a str) ..., when it has one".
# An exception that carries a friendlier `user_message` attribute is described by that text alone:
# call_tool raising err = LookupError("row 42 missing in cases.db") with err.user_message =
# "The case could not be found." gives content without "row 42 missing in cases.db".


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            friendly = getattr(exc, "user_message", None)
            text = friendly if isinstance(friendly, str) and friendly.strip() else str(exc)
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {text}"})
    return {"role": "user", "content": results}
