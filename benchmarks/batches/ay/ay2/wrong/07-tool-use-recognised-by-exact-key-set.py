# Breaks: "one block per `tool_use` of `content` ... (only `"type": "tool_use"`)": a block counts as a tool_use
# only when its keys are exactly type/id/name/input (schema-validation habit).
# Input: content [tool_use("lookup_user", {...}, "toolu_01") plus "cache_control": {"type": "ephemeral"}] is
# not answered at all (the message holds no result for toolu_01).
from collections.abc import Mapping

_TOOL_USE_KEYS = frozenset({"type", "id", "name", "input"})


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not (isinstance(block, Mapping) and block.keys() == _TOOL_USE_KEYS and block["type"] == "tool_use"):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}" if str(exc).strip() else type(exc).__name__})
    return {"role": "user", "content": results}
