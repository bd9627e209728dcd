# Breaks "Leave content as it arrived: the grader looks at it after a call that returns": the
# turn is stably sorted in place (content.sort) to bring the tool_use blocks to the front.
# Input: content [text "Checking.", tool_use toolu_a]: the message is right, but afterwards
# content is [tool_use toolu_a, text "Checking."].
from itertools import takewhile


def _is_tool_use(block):
    return block.get("type") == "tool_use"


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    content.sort(key=lambda block: not _is_tool_use(block))  # stable: order kept within each
    results = []
    for block in takewhile(_is_tool_use, content):
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"tool call failed: {type(exc).__name__}: {exc}",
                }
            )
    return {"role": "user", "content": results}
