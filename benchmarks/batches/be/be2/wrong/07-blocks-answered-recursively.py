# Wrong: breaks "A turn may hold a thousand blocks". The turn is answered by head/tail recursion,
# one frame per block, so a turn of 1000 tool_use blocks hits the recursion limit: RecursionError
# (raised or caught as a block's "failure") instead of 1000 call_tool results.
def _answer(call_tool, blocks, index):
    if index == len(blocks):
        return []
    block = blocks[index]
    head = []
    if block.get("type") == "tool_use":
        try:
            head = [call_tool(block)]
        except Exception as exc:
            text = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
            head = [{"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}]
    return head + _answer(call_tool, blocks, index + 1)


def answer_turn(call_tool, content):
    return {"role": "user", "content": _answer(call_tool, content, 0)}
