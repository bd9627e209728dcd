# Breaks "holding its message as it is, `str(exc)` ..., not stripped or escaped": the failure
# message is passed through html.escape(quote=False) "so the model cannot be fed markup".
# Input: call_tool raising ValueError("amount < 0 & no user") -> content holds
# "amount &lt; 0 &amp; no user", not the message.
import html


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            message = html.escape(str(exc), quote=False)
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"Tool call failed ({type(exc).__name__}): {message}",
                }
            )
    return {"role": "user", "content": results}
