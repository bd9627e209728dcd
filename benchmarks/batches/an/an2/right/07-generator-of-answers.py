# Right: a generator walks the turn once, in order, and yields exactly what call_tool returned for
# each "type": "tool_use" block (passed as it is); an Exception (StopIteration included: it is caught
# inside the generator) becomes an is_error result with block["id"] and a text holding str(exc);
# KeyboardInterrupt/SystemExit/CancelledError pass through unchanged and stop the walk. Each call
# builds its own list and dicts; content is never modified.
def _failure(block, exc):
    return {
        "type": "tool_result",
        "tool_use_id": block["id"],
        "is_error": True,
        "content": f"tool call failed with {type(exc).__name__}: {exc}",
    }


def _answers(call_tool, content):
    for block in content:
        if not (isinstance(block, dict) and block.get("type") == "tool_use"):
            continue
        try:
            answer = call_tool(block)
        except Exception as exc:
            answer = _failure(block, exc)
        yield answer


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {"role": "user", "content": list(_answers(call_tool, content))}
