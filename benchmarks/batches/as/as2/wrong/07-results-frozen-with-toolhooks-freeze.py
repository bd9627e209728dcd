# Breaks: content holds "exactly what `call_tool(block)` returned ... (its content maybe `""` or a
# list of blocks)": each result is deep-frozen by toolhooks.freeze, so a list becomes a tuple.
# Input: call_tool returning {"type": "tool_result", "tool_use_id": "t1", "content": [{"type":
# "text", "text": "ok"}]} gives content ({"type": "text", "text": "ok"},), not that list.
from toolhooks.readonly import freeze


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            message = str(exc)
            text = f"Tool call failed ({type(exc).__name__})"
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{text}: {message}" if message else text + "."}
        # the transcript is evidence: freeze each answer so later code cannot edit it
        answers.append(freeze(result))
    return {"role": "user", "content": answers}
