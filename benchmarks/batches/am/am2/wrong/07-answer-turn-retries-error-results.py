# Breaks: "exactly what call_tool(block) returned ... with call_tool called once per block".
# A result flagged is_error (not a BLOCKED denial) is treated as a transient failure and the
# block is run again: call_tool returning {"type": "tool_result", "tool_use_id": id,
# "is_error": True, "content": "timeout"} is called twice for that block.
from collections.abc import Mapping


def _failure(block, exc):
    return {
        "type": "tool_result",
        "tool_use_id": block["id"],
        "is_error": True,
        "content": f"the call failed with {type(exc).__name__}: {exc}",
    }


def _run(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        return _failure(block, exc)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            results.append(_failure(block, exc))
            continue
        text = result.get("content")
        denied = isinstance(text, str) and text.startswith("BLOCKED:")
        if result.get("is_error") is True and not denied:
            result = _run(call_tool, block)  # one retry for a tool that failed
        results.append(result)
    return {"role": "user", "content": results}
