# Breaks: "its place holds a dict with "type": "tool_result", "tool_use_id": block["id"],
# "is_error": True". A MalformedToolUseError is answered with the package's malformed_result,
# as Dispatcher.call_tool does, which reads the exception's own tool_use_id: call_tool raising
# MalformedToolUseError("input must be an object") (no id) leaves None in that block's place.
from collections.abc import Mapping

from toolhooks.errors import MalformedToolUseError
from toolhooks.results import malformed_result


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except MalformedToolUseError as exc:  # the package has an answer for these
            result = malformed_result(exc)
        except Exception as exc:
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {exc}",
            }
        results.append(result)
    return {"role": "user", "content": results}
