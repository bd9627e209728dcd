# Right: one plain {"role", "content"} dict, a new list each call; one entry per "type": "tool_use"
# block in order, call_tool called once per block with the block itself. A normal result is kept
# as the very object; an Exception becomes an is_error tool_result for block["id"] whose content
# is "<Class>: <str(exc)>" (the message as it is; never blank since the class name is there, and it
# starts with the class name, never BLOCKED:). BaseExceptions that are not Exceptions propagate
# untouched. When a call failed, a non-blank text block follows the results (allowed by the text).
# content is never changed.


def _failure(block, exc):
    return {
        "type": "tool_result",
        "tool_use_id": block["id"],
        "is_error": True,
        "content": f"{type(exc).__name__}: {exc}",
    }


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    failed = False
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append(_failure(block, exc))
            failed = True
    if failed:
        answers.append({"type": "text", "text": "Some tool calls failed; their errors are above."})
    return {"role": "user", "content": answers}
