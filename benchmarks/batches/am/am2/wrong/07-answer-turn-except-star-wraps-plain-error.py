# Breaks: "a non-blank str content ... holding its message as it is, str(exc) (or
# exc.args[0] if a str)". The call is guarded with except* (so a tool's ExceptionGroup is
# handled too), which wraps a plain error in a group: call_tool raising ValueError("disk
# full") is answered "the call failed:  (1 sub-exception)", without "disk full".
from collections.abc import Mapping


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        result = None
        try:
            result = call_tool(block)
        except* Exception as group:  # plain errors and groups from tools that fan out
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed: {group}",
            }
        results.append(result)
    return {"role": "user", "content": results}
