# Right: a generator picks exactly the "type": "tool_use" blocks, in order, and map() runs a
# helper on each, one at a time; the helper returns what call_tool(block) returned or, for an
# Exception only, a fresh error dict with the block's id, is_error True and a text that starts
# with words of its own and holds the message as format() gives it (str(exc)) unchanged. A
# KeyboardInterrupt/SystemExit/CancelledError leaves map() at once, so no later block runs.


def _safe_call(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": f"Tool call failed ({type(exc).__qualname__}): {exc}"}


def answer_turn(call_tool, content):
    uses = (block for block in content if block.get("type") == "tool_use")
    return {"role": "user", "content": list(map(lambda block: _safe_call(call_tool, block), uses))}
