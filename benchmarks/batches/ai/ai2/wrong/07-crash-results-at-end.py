# Wrong: breaks "one block per tool_use of content, in the same order" and "its place holds a dict".
# Failures are collected apart and appended after the successes: [tool_use a raising
# ValueError("boom"), tool_use b] gives [b's result, a's error]. Turns where only the last blocks
# fail, or none, come out right.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered, failed = [], []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answered.append(dict(call_tool(block)))
        except Exception as exc:
            failed.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                           "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": answered + failed}
