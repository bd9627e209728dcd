# Breaks "a `KeyboardInterrupt`, `SystemExit` or `asyncio.CancelledError` propagates as it is, and
# no block after it runs": the interrupt is held back until the rest of the turn is answered (so
# the turn is never half answered), then re-raised. Input: [tool_use "a" raising
# KeyboardInterrupt, tool_use "b"] -> call_tool still runs "b" before the KeyboardInterrupt.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results, pending = [], None
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except BaseException as exc:
            if not isinstance(exc, Exception) and pending is None:
                pending = exc  # finish answering the turn first
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"Tool call failed ({type(exc).__name__}): {exc}",
                }
            )
    if pending is not None:
        raise pending
    return {"role": "user", "content": results}
