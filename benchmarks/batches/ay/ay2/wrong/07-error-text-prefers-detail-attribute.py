# Breaks: the failed call's content must hold "its message as it is, `str(exc)` (or `exc.args[0]` if a str)":
# an exception carrying a `detail` attribute (the FastAPI/DRF habit) has that shown instead of its message.
# Input: call_tool raising e = ApiError("rate limit hit for u_004") with e.detail = "try again later" gives content
# "Tool call failed: ApiError: try again later", which does not hold "rate limit hit for u_004".
from collections.abc import Mapping


def _what_failed(exc):
    text = getattr(exc, "detail", None) or str(exc)
    return f"{type(exc).__name__}: {text}" if text.strip() else f"{type(exc).__name__} (no message)"


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not (isinstance(block, Mapping) and block.get("type") == "tool_use"):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": "Tool call failed: " + _what_failed(exc)})
    return {"role": "user", "content": results}
