# Wrong: "Each call's message is new, sharing no dict with another's". When a call failed, one
# module-level text block is appended after the results; every message with a failure holds that
# same dict: two turns whose call_tool raises ValueError("x") give messages whose last blocks are one
# object (editing one message's note edits the other's).
_FAILURE_NOTE = {"type": "text", "text": "Some tool calls failed; see the is_error results above."}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    failed = False
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            failed = True
            answers.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool call failed ({type(exc).__name__}): {exc}",
            })
    if failed:
        answers.append(_FAILURE_NOTE)
    return {"role": "user", "content": answers}
