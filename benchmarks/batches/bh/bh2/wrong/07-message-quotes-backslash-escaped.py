# Breaks: "holding its message as it is, str(exc) ..., not stripped or escaped". The error content
# is hand-rolled JSON with the message's double quotes backslash-escaped, so
# ValueError('field "amount" is required') gives content holding field \"amount\" is required,
# not the message itself. Messages without double quotes come out right.


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc).replace('"', '\\"')
            body = '{"error": "%s", "message": "%s"}' % (type(exc).__name__, message)
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": body})
    return {"role": "user", "content": results}
