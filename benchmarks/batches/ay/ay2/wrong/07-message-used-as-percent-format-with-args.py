# Breaks: "holding its message as it is, `str(exc)` (or `exc.args[0]` if a str), whatever its shape", and "the
# blocks after it still run": the first arg is used as a logging-style format string, msg % args[1:].
# Input: call_tool raising ValueError("disk 100% sure full") makes answer_turn itself raise (TypeError: not
# enough arguments for format string); ValueError("rate %d exceeded", 5) gives "rate 5 exceeded", neither str(exc) nor args[0].
from collections.abc import Mapping


def _message(exc):
    if exc.args and isinstance(exc.args[0], str):
        return exc.args[0] % exc.args[1:]
    return str(exc)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not (isinstance(block, Mapping) and block.get("type") == "tool_use"):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {_message(exc)}"})
    return {"role": "user", "content": results}
