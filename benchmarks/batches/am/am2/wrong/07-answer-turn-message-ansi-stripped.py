# Breaks: "holding its message as it is ..., whatever its shape, not stripped or escaped".
# Terminal colour codes are removed from the message: call_tool raising
# RuntimeError("\x1b[31mbuild failed\x1b[0m") is answered "... build failed", so
# str(exc) is not held.
import re
from collections.abc import Mapping

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = _ANSI.sub("", str(exc))  # the model cannot see colours anyway
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"the call failed with {type(exc).__name__}: {message}",
                }
            )
    return {"role": "user", "content": results}
