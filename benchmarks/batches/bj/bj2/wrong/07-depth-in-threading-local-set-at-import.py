# Breaks "It may be called on any thread, not only the main one ... no threading.local value set
# only at import": the nesting depth (call_tool may call answer_turn) is kept per thread, but
# its attribute is set at import. Input: answer_turn(lambda b: {...}, [tool_use "toolu_a"])
# run in a threading.Thread raises AttributeError ('_thread._local' object has no attribute 'depth').
import threading

_state = threading.local()
_state.depth = 0
_MAX_DEPTH = 10_000


def _error_text(exc):
    message = str(exc)
    return f"the call failed with {type(exc).__name__}: {message}" if message else (
        f"the call failed with {type(exc).__name__}")


def answer_turn(call_tool, content):
    if _state.depth >= _MAX_DEPTH:
        raise RecursionError("answer_turn nested too deeply")
    _state.depth += 1
    try:
        results = []
        for block in content:
            if block.get("type") != "tool_use":
                continue
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append({"type": "tool_result", "tool_use_id": block["id"],
                                "is_error": True, "content": _error_text(exc)})
        return {"role": "user", "content": results}
    finally:
        _state.depth -= 1
