# Breaks "exactly what `call_tool(block)` returned": each result is rebuilt through toolhooks'
# tool_result() "to be sure it is valid", which drops an explicit "is_error": False and any other
# key. Input: call_tool returning {"type": "tool_result", "tool_use_id": "toolu_a", "content": "ok",
# "is_error": False} -> the message holds the dict without "is_error".
from toolhooks.results import error_result, tool_result


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            returned = call_tool(block)
        except Exception as exc:
            results.append(error_result(block["id"], f"Tool call failed ({type(exc).__name__}): {exc}"))
            continue
        results.append(
            tool_result(
                returned["tool_use_id"], returned["content"], is_error=bool(returned.get("is_error"))
            )
        )
    return {"role": "user", "content": results}
