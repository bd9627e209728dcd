# Breaks "one block per `tool_use` of `content` ... (text blocks get none, nor do `thinking` ...)":
# it skips the text *before* the first tool_use (dropwhile) and treats every later block as a
# call. Input: [text, tool_use "a", text "Now the second.", tool_use "b"] -> call_tool is also
# called with the middle text block, and the message holds three results.
import itertools


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    calls = itertools.dropwhile(lambda block: block.get("type") != "tool_use", content)
    results = []
    for block in calls:  # the model writes its text first, then its calls
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block.get("id"),
                    "is_error": True,
                    "content": f"Tool call failed ({type(exc).__name__}): {exc}",
                }
            )
    return {"role": "user", "content": results}
