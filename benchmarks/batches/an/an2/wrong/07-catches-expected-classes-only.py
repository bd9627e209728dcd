# Breaks: "When `call_tool` raises an `Exception` (any class: ...), its place holds a dict with
# ... is_error ...". Only a list of "expected" classes is answered; any other Exception subclass
# escapes. Input: call_tool raising `class QuotaExceeded(Exception)` (or AttributeError) ->
# the exception propagates instead of an is_error result.
_EXPECTED = (OSError, ValueError, LookupError, TypeError, RuntimeError, ArithmeticError, MemoryError)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except _EXPECTED as exc:  # anything else is a bug in our code: let it surface
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"the call failed with {type(exc).__name__}: {exc}"}
        results.append(result)
    return {"role": "user", "content": results}
