# Right: walks the turn once, answers only blocks whose type is exactly "tool_use", calls call_tool
# once per block in order with the block itself, keeps a shallow copy of each result, and turns an
# Exception (never a BaseException that is not one) into an is_error result for block["id"] whose
# text names the class and holds str(exc) untouched. content itself is never written to.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            returned = call_tool(block)
        except Exception as exc:
            answers.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"The tool call failed with {type(exc).__name__}: {exc}",
            })
        else:
            answers.append(dict(returned))
    return {"role": "user", "content": answers}
