# Breaks: "Leave content as it arrived: the grader looks at it after a call that returns." When
# a call fails, its error is noted on the block itself for a later retry. Input: a turn
# [tool_use A] with call_tool raising ValueError("down") -> afterwards the caller's block holds
# "last_error": "down" (calls that succeed leave it alone).
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            block["last_error"] = str(exc)  # so the agent loop can retry it
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {exc}",
            })
    return {"role": "user", "content": results}
