# Wrong: call_tool is "called once per block" and "two blocks with the same id, never the same object,
# are two calls". Results are memoised in a module dict keyed by id(block) "so a re-sent turn does not
# run tools twice"; once a turn's blocks are freed CPython reuses their addresses, so a later, new
# block (answer_turn(f, [tool_use("b")]) after answer_turn(f, [tool_use("a")])) gets the old result.
_answered = {}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        key = id(block)
        if key in _answered:
            answers.append(_answered[key])
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool call failed ({type(exc).__name__}): {exc}",
            }
        _answered[key] = result
        answers.append(result)
    return {"role": "user", "content": answers}
