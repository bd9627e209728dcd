# Wrong: breaks "call_tool may itself call answer_turn". Results are gathered in one module-level
# scratch list (cleared per call, copied out at the end), so a call_tool that answers a sub-turn
# with answer_turn clears the outer turn's results: outer [tool_use a, tool_use b] where b's
# call_tool runs answer_turn on [tool_use inner] gives [inner's result, b's result]. Flat turns are right.

_scratch = []


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    _scratch.clear()
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            _scratch.append(dict(call_tool(block)))
        except Exception as exc:
            _scratch.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                             "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": list(_scratch)}
