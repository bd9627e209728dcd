# Wrong: breaks "holding its message as it is, str(exc) ... whatever its shape ..., not
# stripped or escaped". An anti-"Zalgo" pass drops combining marks after the second in a row:
# call_tool raising ValueError("a\u0301\u0302\u0303 is not a valid name") gives content
# "ValueError: a\u0301\u0302 is not a valid name" (the third mark lost).
import unicodedata


def _tame(text):
    kept, run = [], 0
    for ch in text:
        if unicodedata.combining(ch):
            run += 1
            if run > 2:
                continue
        else:
            run = 0
        kept.append(ch)
    return "".join(kept)


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = _tame(str(exc))
            text = f"{type(exc).__name__}: {message}" if message.strip() else type(exc).__name__
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}
            )
    return {"role": "user", "content": results}
