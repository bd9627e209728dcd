# Right: filters the turn with a generator (only "type" == "tool_use", nothing else, content left
# untouched), then list(map(...)) answers each block in order, one at a time, calling call_tool
# itself once per block. An Exception becomes a new dict with type, the block's id, is_error True
# and "tool call raised <Class>: <str(exc)>" (never blank, never starting with BLOCKED:, the
# message kept as is); BaseExceptions (KeyboardInterrupt, SystemExit, CancelledError) propagate
# and stop the map. A fresh list in a fresh {"role", "content"} dict each call.
def _answer(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        return {
            "type": "tool_result",
            "tool_use_id": block["id"],
            "is_error": True,
            "content": f"tool call raised {type(exc).__name__}: {exc}",
        }


def answer_turn(call_tool, content):
    calls = (block for block in content if block.get("type") == "tool_use")
    return {"role": "user", "content": list(map(lambda block: _answer(call_tool, block), calls))}
