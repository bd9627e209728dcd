# Breaks: the error content holds "its message as it is, str(exc) ..., not stripped or escaped".
# Tabs in the message are expanded so the model sees aligned columns. Input: call_tool raising
# ValueError("user\tu_004\tnot found") -> content "ValueError: user    u_004   not found".
def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            message = str(exc).expandtabs(4)
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {message}" if message else type(exc).__name__,
            })
    return {"role": "user", "content": results}
