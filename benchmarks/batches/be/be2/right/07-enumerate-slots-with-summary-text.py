# Right: keeps only blocks whose "type" is exactly "tool_use", calls call_tool(block) once each in
# order, keeps what it returned as is; an Exception becomes an is_error tool_result for block["id"]
# whose content is "<Class>: <str(exc)>" (never starting BLOCKED:, never blank); BaseExceptions that
# are not Exceptions propagate. After the results it adds one non-blank text block, which is allowed.
def answer_turn(call_tool, content):
    tool_uses = [block for block in content if block.get("type") == "tool_use"]
    answers = [None] * len(tool_uses)
    failed = 0
    for slot, block in enumerate(tool_uses):
        try:
            answers[slot] = call_tool(block)
        except Exception as exc:  # an interrupt or exit is not an Exception: it propagates
            failed += 1
            message = str(exc)
            answers[slot] = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {message}" if message else type(exc).__name__,
            }
    if failed:
        answers.append({"type": "text", "text": f"{failed} of {len(tool_uses)} tool calls failed."})
    return {"role": "user", "content": answers}
