# Breaks: "with `call_tool` ... called once per block" and "When `call_tool` raises an `Exception`
# (any class: `OSError`, ...), its place holds" an is_error result: InterruptedError (EINTR) is
# retried up to three times. Input: a call_tool raising InterruptedError("interrupted system
# call") on its first call and returning a result on the second is called twice for one block.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        for attempt in range(3):
            try:
                answers.append(dict(call_tool(block)))
                break
            except InterruptedError as exc:   # EINTR: the call never happened, try again
                if attempt < 2:
                    continue
                error = exc
            except Exception as exc:
                error = exc
            message = str(error)
            answers.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"Tool call failed ({type(error).__name__}): {message}"
                            if message.strip() else f"Tool call failed ({type(error).__name__})."})
            break
    return {"role": "user", "content": answers}
