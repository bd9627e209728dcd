# Breaks: "When call_tool raises an Exception (any class ...), its place holds a dict ... and the
# blocks after it still run". A Warning raised as an exception (as under -W error) is let through:
# call_tool raising DeprecationWarning("lookup_user v1 is deprecated") for the first block escapes
# answer_turn, and the second block never runs.
from collections.abc import Mapping


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Warning:
            raise  # -W error: the developer asked for warnings to stop the program
        except Exception as exc:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"the call failed with {type(exc).__name__}: {exc}",
                }
            )
    return {"role": "user", "content": results}
