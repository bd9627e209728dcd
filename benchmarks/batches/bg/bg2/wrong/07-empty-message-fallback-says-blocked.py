# Breaks "a non-blank `str` "content" saying what failed (not starting, even after
# whitespace, with `BLOCKED:`, a denial's mark, of your own ...)": an exception without a
# message gets a fallback text that starts with BLOCKED:. Input: call_tool raising
# RuntimeError() -> content "BLOCKED: RuntimeError gave no reason".
def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc)
            text = message if message.strip() else f"BLOCKED: {type(exc).__name__} gave no reason"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
