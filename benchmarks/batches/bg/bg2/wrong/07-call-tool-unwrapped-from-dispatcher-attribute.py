# Breaks "exactly what `call_tool(block)` returned ... with `call_tool` (any callable ...)
# called once per block": to accept a dispatcher as well as its method, it calls
# getattr(call_tool, "call_tool", call_tool). A callable whose __getattr__ answers every name
# is called through the wrong object. Input: call_tool = unittest.mock.Mock(return_value=r)
# -> the message holds a child Mock, not r, and the Mock itself is never called.
def answer_turn(call_tool, content):
    run = getattr(call_tool, "call_tool", call_tool)  # a dispatcher, or the function itself
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(run(block))
        except Exception as exc:
            message = str(exc)
            text = f"{type(exc).__name__}: {message}" if message.strip() else f"{type(exc).__name__} (no message)"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
