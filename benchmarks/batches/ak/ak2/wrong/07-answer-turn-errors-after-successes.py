# Breaks: "content starts with one block per tool_use of content, in the same order" and "its
# place holds a dict ...". Failed calls are answered after the successful ones. Input: a turn
# [tool_use A (call_tool raises), tool_use B (returns r)] -> content [r, error for A].
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered, failed = [], []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answered.append(call_tool(block))
        except Exception as exc:
            failed.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {exc}",
            })
    return {"role": "user", "content": answered + failed}
