# Breaks: "holding its message as it is, str(exc) ..., not stripped or escaped". The message
# is made a sentence with str.capitalize(): call_tool raising ValueError("disk full on /var,
# HTTP 507") is answered "ValueError: Disk full on /var, http 507".
from collections.abc import Mapping


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = str(exc).capitalize() or "no message"  # read as a sentence by the model
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {message}",
                }
            )
    return {"role": "user", "content": results}
