# Breaks: "called once per block (...), one block at a time in order". Pops blocks off the end
# of a work list (cheap pop) and reverses the answers afterwards: the message is in order, but
# the calls run last block first. Input: two tool_use blocks A, B with a call_tool that records
# the ids it sees -> records ["B", "A"].
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    pending = [block for block in content if block.get("type") == "tool_use"]
    answers = []
    while pending:
        block = pending.pop()
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"tool call failed: {type(exc).__name__}: {exc}"})
    answers.reverse()
    return {"role": "user", "content": answers}
