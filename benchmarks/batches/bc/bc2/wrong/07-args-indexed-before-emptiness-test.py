# Breaks: "When `call_tool` raises an `Exception` (any class ...), its place holds a `dict` ...
# `str(exc)` alone may be `""`". The `and` tests `exc.args[0]` before `exc.args`, so a
# call_tool raising RuntimeError() (no arguments) makes answer_turn raise IndexError.


def _message(exc):
    if isinstance(exc.args[0], str) and exc.args:
        text = exc.args[0]
    else:
        text = str(exc)
    return text if text.strip() else type(exc).__name__


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": _message(exc)})
    return {"role": "user", "content": results}
