# Breaks "Leave `content` as it arrived: the grader looks at it after a call that returns":
# a failing block is reused, updated in place into its own error result. Input: content
# [{"type": "tool_use", "id": "toolu_1", "name": "x", "input": {}}], call_tool raising
# ValueError("boom") -> afterwards content[0]["type"] == "tool_result".
def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc)
            text = f"{type(exc).__name__}: {message}" if message.strip() else f"{type(exc).__name__} (no message)"
            block.update(type="tool_result", tool_use_id=block["id"], is_error=True, content=text)
            results.append(block)  # other keys are not graded: no need for a new dict
    return {"role": "user", "content": results}
