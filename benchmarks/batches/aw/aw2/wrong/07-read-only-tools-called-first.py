# Wrong: breaks "`call_tool` ... called once per block ..., one block at a time in order":
# read-only tools (get_/lookup_/list_/search_) are called before the others, results put
# back in place, so a turn [issue_refund (toolu_a), lookup_user (toolu_b)] calls lookup_user
# first; the message itself is in the right order.
_READ_ONLY = ("get_", "lookup_", "list_", "search_", "read_")


def _answer(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": f"{type(exc).__name__}: {exc}"}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    blocks = [block for block in content if block.get("type") == "tool_use"]
    slots = [None] * len(blocks)
    # reads cannot change anything, so run them first: the writes then see fresh data
    order = sorted(range(len(blocks)),
                   key=lambda i: not str(blocks[i].get("name", "")).startswith(_READ_ONLY))
    for i in order:
        slots[i] = _answer(call_tool, blocks[i])
    return {"role": "user", "content": slots}
