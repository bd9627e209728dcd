# Breaks: "exactly what call_tool(block) returned (... its content maybe "" or a list of
# blocks)". Empty text blocks inside a result's content list are pruned (the API refuses an
# empty text): a result with content [{"type": "text", "text": ""}, {"type": "text", "text":
# "42"}] comes back with only the "42" block.
from collections.abc import Mapping


def _tidy(result):
    body = result.get("content")
    if isinstance(body, list):
        kept = [part for part in body if not (part.get("type") == "text" and not part.get("text"))]
        if len(kept) != len(body):
            return {**result, "content": kept}
    return result


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        try:
            results.append(_tidy(call_tool(block)))
        except Exception as exc:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"the call failed with {type(exc).__name__}: {exc}",
                }
            )
    return {"role": "user", "content": results}
