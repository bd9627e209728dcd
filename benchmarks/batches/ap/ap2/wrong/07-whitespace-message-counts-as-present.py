# Wrong: breaks "a non-blank str content saying what failed ... str(exc) alone may be "" or only
# whitespace": the message is used alone, with a fallback only when it is empty, so a message of
# spaces is not replaced. Input: call_tool raising ValueError("   ") -> the error result's content
# is "   " (blank).
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            detail = str(exc) or f"{type(exc).__name__} raised with no message"
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": detail})
    return {"role": "user", "content": results}
