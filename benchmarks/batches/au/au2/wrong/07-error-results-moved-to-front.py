# Breaks: "content starts with one block per tool_use of content, in the same order". Failed
# calls are put first so the model reads them first. Input: [tool_use toolu_a that answers,
# tool_use toolu_b whose call raises] -> content [error for toolu_b, result for toolu_a].
def answer_turn(call_tool, content):
    answered, failed = [], []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answered.append(dict(call_tool(block)))
        except Exception as exc:
            message = str(exc)
            failed.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {message}" if message else type(exc).__name__,
            })
    return {"role": "user", "content": failed + answered}
