# Breaks: "holding its message as it is, `str(exc)` ..., whatever its shape ..., not stripped or escaped": HTML
# entities in the message are decoded ("web tools send them").
# Input: call_tool raising ValueError("expected 'a &amp; b', got 'a'") gives content holding
# "expected 'a & b', got 'a'" instead of the message as raised.
import html
from collections.abc import Mapping


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not (isinstance(block, Mapping) and block.get("type") == "tool_use"):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = html.unescape(str(exc)) or "(no message)"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {text}"})
    return {"role": "user", "content": results}
