# Breaks: "holding its message as it is, `str(exc)` ..., not stripped or escaped". The message is
# .strip()ped before use, so call_tool raising ValueError("  amount must be positive") gives
# content "ValueError: amount must be positive", which does not hold "  amount must be positive".
# Messages without surrounding whitespace come out right.


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            name = type(exc).__name__
            message = str(exc).strip()
            text = f"{name}: {message}" if message else f"{name} (no message)"
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}
            )
    return {"role": "user", "content": results}
