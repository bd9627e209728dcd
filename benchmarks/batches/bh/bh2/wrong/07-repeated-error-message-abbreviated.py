# Breaks: "its place holds a dict ... a non-blank str content ... holding its message as it is,
# str(exc)". To save tokens, a failure whose message repeats an earlier one in the turn says
# "same error as an earlier call" instead: two blocks whose call_tool both raise
# TimeoutError("case service timed out") give the second result no message at all.


def answer_turn(call_tool, content):
    seen_messages = set()
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
            continue
        except Exception as exc:
            message = str(exc)
            if message in seen_messages:
                text = f"{type(exc).__name__}: same error as an earlier call in this turn"
            else:
                seen_messages.add(message)
                text = f"{type(exc).__name__}: {message}" if message.strip() else type(exc).__name__
        results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                        "content": text})
    return {"role": "user", "content": results}
