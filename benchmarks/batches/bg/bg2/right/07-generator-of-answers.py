# Right: a generator walks the turn in order and yields, for each block whose "type" is
# exactly "tool_use", what call_tool(block) returned (the same object); an Exception becomes
# a fresh is_error dict with the block's id and a non-blank text that holds str(exc) as is
# (class name first, so never our own BLOCKED:); BaseExceptions pass through list() untouched
# and stop the walk. The message is a new plain dict with a new list; content is not touched.
def _failure(block, exc):
    message = str(exc)
    if message.strip():
        text = f"Tool call failed ({type(exc).__name__}): {message}"
    else:
        text = f"Tool call failed with {type(exc).__name__} and no message"
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}


def _answers(call_tool, content):
    for block in content:
        if not isinstance(block, dict) or block.get("type") != "tool_use":
            continue
        try:
            answer = call_tool(block)
        except Exception as exc:
            answer = _failure(block, exc)
        yield answer


def answer_turn(call_tool, content):
    return {"role": "user", "content": list(_answers(call_tool, content))}
