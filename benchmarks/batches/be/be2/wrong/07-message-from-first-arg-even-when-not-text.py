# Wrong: breaks "holding its message as it is, `str(exc)` (or `exc.args[0]` if a `str`)". args[0]
# is taken whatever it is, so OSError(2, "No such file or directory") gives "FileNotFoundError: 2",
# which holds neither str(exc) ("[Errno 2] No such file or directory") nor a str args[0].
def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc.args[0]) if exc.args else str(exc)
            text = f"{type(exc).__name__}: {message}" if message else type(exc).__name__
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
