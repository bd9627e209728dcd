# Wrong: breaks "Leave content as it arrived: the grader looks at it after a call that returns":
# a tool_use block's cache_control marker is popped off the block in place before the call.
# Input: content [{"type": "tool_use", "id": "toolu_01", "name": "lookup_user", "input": {},
# "cache_control": {"type": "ephemeral"}}] -> after the call that block has no cache_control.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        block.pop("cache_control", None)  # prompt-caching metadata is not for the tool
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True,
                            "content": f"The call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
