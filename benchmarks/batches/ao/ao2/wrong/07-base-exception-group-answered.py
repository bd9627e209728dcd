# Breaks "Only an Exception is answered: a KeyboardInterrupt ... propagates as it is, and no
# block after it runs": groups are caught as well, so a call_tool raising
# BaseExceptionGroup("tools", [KeyboardInterrupt()]) is answered as an error result and the turn goes on.
def answer_turn(call_tool, content):
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except (Exception, BaseExceptionGroup) as exc:  # tools with sub-tasks raise groups
            answers.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": answers}
