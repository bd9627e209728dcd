# Breaks: "`content` starts with one block per `tool_use` of `content`, in the same order": results are kept in
# a dict keyed by the position as a string (JSON-friendly) and read back in sorted key order.
# Input: a turn of 12 tool_use blocks toolu_00 .. toolu_11 gives results in the order 00, 01, 10, 11, 02, ... 09
# (fine for up to 10 calls).
from collections.abc import Mapping


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = {}
    position = 0
    for block in content:
        if not (isinstance(block, Mapping) and block.get("type") == "tool_use"):
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}" if str(exc).strip() else type(exc).__name__}
        answered[str(position)] = result
        position += 1
    return {"role": "user", "content": [answered[key] for key in sorted(answered)]}
