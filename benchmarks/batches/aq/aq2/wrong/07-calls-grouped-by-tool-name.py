# Breaks: "call_tool ... called once per block ..., one block at a time in order". Calls to the same
# tool are batched together (results are put back in order), so [a: lookup_user, b: issue_refund,
# c: lookup_user] calls call_tool on a, c, then b; the returned content is in order, the calls are not.
def _answer(call_tool, block):
    try:
        return dict(call_tool(block))
    except Exception as exc:
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": f"{type(exc).__name__}: {exc}"}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    tool_uses = [block for block in content if block.get("type") == "tool_use"]
    by_tool = {}
    for index, block in enumerate(tool_uses):
        by_tool.setdefault(block.get("name"), []).append(index)
    answers = [None] * len(tool_uses)
    for indexes in by_tool.values():  # one tool at a time: warm caches, fewer connections
        for index in indexes:
            answers[index] = _answer(call_tool, tool_uses[index])
    return {"role": "user", "content": answers}
