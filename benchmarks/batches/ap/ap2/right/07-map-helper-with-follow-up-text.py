# Right: a helper answers one block (Exception -> is_error result for block["id"] holding
# exc.args[0] when it is a str, else str(exc)); map() runs it over the tool_use blocks in order,
# one at a time. When some call failed, one non-blank text block follows the results, which the
# text allows ("go on only with ... non-blank text blocks"). content is read, never changed.
def _answer_one(call_tool, block):
    try:
        return dict(call_tool(block)), False
    except Exception as exc:
        first = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
        note = f"Tool error ({type(exc).__qualname__}): {first}"
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": note}, True


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    tool_uses = (block for block in content if block["type"] == "tool_use")
    answered = list(map(lambda block: _answer_one(call_tool, block), tool_uses))
    blocks = [result for result, _ in answered]
    if any(failed for _, failed in answered):
        blocks.append({"type": "text", "text": "Some tool calls failed; their errors are above."})
    return {"role": "user", "content": blocks}
