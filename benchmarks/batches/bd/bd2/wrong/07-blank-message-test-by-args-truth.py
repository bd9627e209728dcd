# Wrong: breaks "a non-blank str "content" saying what failed". It tests for a message with
# `exc.args` (truthy) instead of the text itself, so call_tool raising ValueError("") (args is
# ("",)) gives "content": "", which is blank. A message-less Exception() and an ordinary
# ValueError("bad input") are answered correctly.


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = str(exc) if exc.args else f"{type(exc).__name__} (no message)"
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}
            )
    return {"role": "user", "content": results}
