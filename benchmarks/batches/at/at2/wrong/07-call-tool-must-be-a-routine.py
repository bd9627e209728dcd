# Breaks "call_tool (any callable, maybe without a __name__, a falsy one too)": call_tool is
# type-checked with inspect.isroutine, so a functools.partial or an object with __call__
# (answer_turn(functools.partial(dispatch, desk), turn)) is refused with TypeError.
# Functions, lambdas and bound methods are answered right.
import inspect


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    if not inspect.isroutine(call_tool):
        raise TypeError(f"call_tool must be a function or method, got {type(call_tool).__name__}")
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = str(exc)
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {text}" if text else type(exc).__name__,
            })
    return {"role": "user", "content": results}
