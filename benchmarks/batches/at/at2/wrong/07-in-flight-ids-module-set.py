# Breaks "call_tool may itself call answer_turn" (with call_tool "called once per block"): a
# module-wide set of ids in flight guards against running a call twice, so a call_tool that
# answers a nested turn holding the same ids (answer_turn(call_tool, turn) from inside a call
# for turn) gets error results there and call_tool is never called for those inner blocks.
_IN_FLIGHT = set()


def _error(block_id, text):
    return {"type": "tool_result", "tool_use_id": block_id, "is_error": True, "content": text}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        block_id = block["id"]
        if block_id in _IN_FLIGHT:
            results.append(_error(block_id, f"tool_use {block_id} is already running"))
            continue
        _IN_FLIGHT.add(block_id)
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = str(exc)
            results.append(_error(block_id, f"{type(exc).__name__}: {text}" if text else type(exc).__name__))
        finally:
            _IN_FLIGHT.discard(block_id)
    return {"role": "user", "content": results}
