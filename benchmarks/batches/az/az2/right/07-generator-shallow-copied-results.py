# Right: a generator yields, for each "type": "tool_use" block in order, a shallow equal copy of
# what call_tool returned (a plain dict; any other object as it is) (call_tool called once, with the block), or, for an Exception, a new
# is_error tool_result for block["id"] saying "call to <tool> failed" plus str(exc) unaltered
# (never blank, never starting BLOCKED:); KeyboardInterrupt and friends pass through; the
# message has exactly role and content, a fresh list, nothing from content changed.
def _answers(call_tool, blocks):
    for block in blocks:
        if block.get("type") == "tool_use":
            try:
                returned = call_tool(block)
            except Exception as exc:  # noqa: BLE001
                said = str(exc)
                yield {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"call to {block.get('name', 'the tool')} failed ({type(exc).__qualname__})"
                    + (f": {said}" if said else ""),
                }
            else:
                yield {**returned} if type(returned) is dict else returned


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {"role": "user", "content": list(_answers(call_tool, content))}
