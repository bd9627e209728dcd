# Breaks "content starts with one block per tool_use of content, in the same order": results
# are passed through itertools.groupby keyed by their content, to drop a repeated output, so
# two calls answering the same text in a row give one result. Input: two tool_use blocks
# toolu_a, toolu_b and call_tool returning content "ok" for both: only toolu_a's result is kept.
from itertools import groupby


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            said = str(exc)
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {said}" if said else f"{type(exc).__name__} raised",
                }
            )
    deduped = [next(group) for _, group in groupby(results, key=lambda r: repr(r.get("content")))]
    return {"role": "user", "content": deduped}
