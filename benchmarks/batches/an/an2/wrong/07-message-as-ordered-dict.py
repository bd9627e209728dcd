# Breaks: "Returns: one plain `dict`, {"role": "user", "content": [...]}". Builds the message as
# an OrderedDict so "role" always comes first (a pre-3.7 habit). Input: any turn, e.g. one
# tool_use -> type(message) is collections.OrderedDict, not dict.
from collections import OrderedDict


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    message = OrderedDict(role="user", content=[])
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            message["content"].append(call_tool(block))
        except Exception as exc:
            message["content"].append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                                       "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return message
