# Breaks "holding its message as it is, `str(exc)` ... not stripped or escaped": the message
# is passed through UTF-8 with errors="replace" "so the request body is valid", which turns
# a lone surrogate (a byte smuggled in by surrogateescape) into "?". Input: call_tool raising
# ValueError("bad file name b\udcffd.txt") -> content "ValueError: bad file name b?d.txt".
def _wire_safe(text):
    return text.encode("utf-8", "replace").decode("utf-8")


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = _wire_safe(str(exc))
            text = f"{type(exc).__name__}: {message}" if message.strip() else f"{type(exc).__name__} (no message)"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
