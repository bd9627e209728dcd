# Right: a generator yields, in order, call_tool's own result for each tool_use block (called
# once, with the block itself) or, for an Exception (caught inside the generator, StopIteration
# included), an is_error result naming the class and holding str(exc) unchanged; non-Exceptions
# pass through list() as they are and stop the turn; the message is a fresh {"role", "content"} dict.
def _answers(call_tool, blocks):
    for block in blocks:
        if block.get("type") == "tool_use":
            try:
                yield call_tool(block)
            except Exception as exc:
                yield {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                       "content": f"{type(exc).__qualname__} raised by the tool: {exc}"}


def answer_turn(call_tool, content):
    return {"role": "user", "content": list(_answers(call_tool, content))}
