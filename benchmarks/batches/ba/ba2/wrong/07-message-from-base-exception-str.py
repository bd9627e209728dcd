# Breaks: content holds "its message as it is, `str(exc)`", "when it has one".
# BaseException.__str__ is called "so a broken custom __str__ cannot crash us", which skips the class's
# own __str__: `class DiskFull(Exception): __str__ = lambda self: "disk full on /var"` gives just "DiskFull".


def _describe(exc):
    text = BaseException.__str__(exc)
    return f"{type(exc).__name__}: {text}" if text.strip() else type(exc).__name__


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": _describe(exc)})
    return {"role": "user", "content": results}
