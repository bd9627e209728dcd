# Breaks "When call_tool raises an Exception (any class: OSError, MemoryError, the workbook's
# ToolInputError), its place holds a dict ...": every toolhooks error (the package's "policy"
# family) is let through, not only PreHookError as answer_tool_uses does.
# Input: call_tool raising toolhooks.ToolInputError("amount must be positive"): it propagates.
from toolhooks.errors import ToolhooksError


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except ToolhooksError:  # our own package's errors mean a broken setup: stop
            raise
        except Exception as exc:
            text = str(exc)
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"call failed ({type(exc).__name__}): {text}" if text else f"call failed ({type(exc).__name__})",
                }
            )
    return {"role": "user", "content": results}
