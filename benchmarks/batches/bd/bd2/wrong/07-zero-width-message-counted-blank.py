# Wrong: breaks "holding its message as it is ... when it has one" (only "" or whitespace-only
# may be left out). Invisible characters are stripped before the blank test, so call_tool
# raising ValueError("\u200b") is answered "ValueError" alone, without its message "\u200b"
# (U+200B is not whitespace: "\u200b".isspace() is False).


import string

_INVISIBLE = string.whitespace + "\u200b\u200c\u200d\u2060\ufeff"


def _message(exc):
    message = str(exc)
    name = type(exc).__name__
    return f"{name}: {message}" if message.strip(_INVISIBLE) else name


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": _message(exc),
                }
            )
    return {"role": "user", "content": results}
