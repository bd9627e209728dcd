# Wrong: breaks "not starting ... with `BLOCKED:`, a denial's mark, of your own (the message's own
# stays); holding its message as it is". To keep failures from reading as denials, a leading
# "BLOCKED:" is cut from the message: ToolInputError("BLOCKED: refunds are frozen") loses it.
def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc)
            if message.lstrip().startswith("BLOCKED:"):
                message = message.lstrip()[len("BLOCKED:"):].lstrip()
            text = f"{type(exc).__name__}: {message}" if message else type(exc).__name__
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
