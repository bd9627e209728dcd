# Wrong: breaks "holding its message as it is, `str(exc)` ...": UUIDs in the message are
# cut to 8 hex digits to save tokens, so call_tool raising
# LookupError("order 0e984725-c51c-4bf4-9960-e1c80e27aba0 not found") gives
# "LookupError: order 0e984725 not found".
import re

_UUID = re.compile(r"\b([0-9a-fA-F]{8})-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = _UUID.sub(r"\1", str(exc))
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {message}"})
    return {"role": "user", "content": results}
