# Breaks: "a non-blank str "content" saying what failed (... holding its message as it is,
# str(exc) ...)". Well-known failures get a friendlier sentence instead of their message:
# call_tool raising TimeoutError("read timed out after 30 s") is answered "the tool took too
# long to answer; try again later or use another tool", without "read timed out after 30 s".
from collections.abc import Mapping

FRIENDLY = {
    TimeoutError: "the tool took too long to answer; try again later or use another tool",
    PermissionError: "the tool is not allowed to do that",
    ConnectionError: "the tool could not reach its service",
}


def _explain(exc):
    for kind, text in FRIENDLY.items():
        if isinstance(exc, kind):
            return text
    return f"the call failed with {type(exc).__name__}: {exc}"


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": _explain(exc)}
            )
    return {"role": "user", "content": results}
