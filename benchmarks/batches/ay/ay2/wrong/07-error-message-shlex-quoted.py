# Breaks: "holding its message as it is, `str(exc)` ..., not stripped or escaped": the message is passed
# through shlex.quote "so it reads as one value".
# Input: call_tool raising ValueError("can't reach the billing db") gives content
# "Tool call failed (ValueError): 'can'\"'\"'t reach the billing db'", which does not hold the message.
import shlex
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
            message = f"Tool call failed ({type(exc).__name__}): {shlex.quote(str(exc))}"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": message})
    return {"role": "user", "content": results}
