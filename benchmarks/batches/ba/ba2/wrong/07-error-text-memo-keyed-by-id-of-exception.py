# Breaks: content holds the raising call's own message, `str(exc)`.
# The text is memoised by id(exc); ids are reused once an exception is freed, so a later failure
# gets an earlier one's text: two answer_turn calls raising ValueError("first") then ValueError("second").
_TEXTS = {}


def _describe(exc):
    key = id(exc)
    if key not in _TEXTS:
        _TEXTS[key] = f"{type(exc).__name__}: {exc}"
    return _TEXTS[key]


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
