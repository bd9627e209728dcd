# Breaks: "holding its message as it is, `str(exc)` ..., whatever its shape ..., not stripped or escaped": a
# multi-line message is passed through textwrap.dedent ("tool errors often come indented from a traceback").
# Input: call_tool raising RuntimeError("  step 1 failed\n  step 2 skipped") gives content holding
# "step 1 failed\nstep 2 skipped", not the message as raised.
import textwrap
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
            message = textwrap.dedent(str(exc))
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"Tool failed with {type(exc).__name__}: {message}"})
    return {"role": "user", "content": results}
