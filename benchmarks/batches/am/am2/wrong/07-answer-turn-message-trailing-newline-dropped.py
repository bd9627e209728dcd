# Breaks: "holding its message as it is, str(exc) ..., not stripped". The trailing line break
# tools copy from stderr is dropped with rstrip("\n"): call_tool raising
# RuntimeError("exit status 2: bad flag\n") is answered "... exit status 2: bad flag" without
# its final "\n", so the message is not held whole.
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
            message = str(exc).rstrip("\n")  # stderr-style messages end with a newline
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"the call failed with {type(exc).__name__}: {message}",
                }
            )
    return {"role": "user", "content": results}
