# Breaks: "exactly what call_tool(block) returned". When the results are long enough for
# prompt caching to pay (over 4,000 characters of content), the last result gets
# "cache_control": {"type": "ephemeral"}, as the API documents: a turn whose one result has a
# 5,000-character content comes back with that extra key on it.
from collections.abc import Mapping

CACHE_FROM_CHARS = 4000


def _size(result):
    body = result.get("content", "")
    return len(body) if isinstance(body, str) else len(str(body))


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
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"the call failed with {type(exc).__name__}: {exc}",
                }
            )
    if results and sum(_size(result) for result in results) > CACHE_FROM_CHARS:
        results[-1] = {**results[-1], "cache_control": {"type": "ephemeral"}}  # cache the turn
    return {"role": "user", "content": results}
