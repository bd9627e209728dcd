# Breaks: "holding its message as it is, str(exc) (or exc.args[0] if a str) ..., not stripped".
# To avoid "ValueError: ValueError: ..." when a tool repeats its class in the message, only
# what follows the last ": " is kept: call_tool raising ValueError("amount_eur: must be at
# most 50") is answered "ValueError: must be at most 50", without "amount_eur: ".
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
            message = str(exc).rsplit(": ", 1)[-1]  # drop a label the tool put in front
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {message or 'no message'}",
                }
            )
    return {"role": "user", "content": results}
