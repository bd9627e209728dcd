# Breaks: "with call_tool (any callable, maybe without a __name__, a falsy one too) called once
# per block". A module-level counter keyed by call_tool itself needs it hashable: a callable
# object whose class defines __eq__ without __hash__ (or a bound method of one) makes
# answer_turn raise TypeError: unhashable type, before any block is answered.
_calls_per_tool = {}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        _calls_per_tool[call_tool] = _calls_per_tool.get(call_tool, 0) + 1  # metrics
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc) if str(exc).strip() else type(exc).__name__
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": f"Tool call failed: {message}"})
    return {"role": "user", "content": results}
