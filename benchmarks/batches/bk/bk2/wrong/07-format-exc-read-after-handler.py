# Wrong: a failed call's content must hold "its message as it is, str(exc) (or exc.args[0] if a str)".
# The traceback text is read with traceback.format_exc() after the except block has ended, where it is
# "NoneType: None": call_tool raising ValueError("no such account") is answered with content
# "Tool call failed: NoneType: None" (id and is_error right, the message lost).
import traceback


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        failed = False
        try:
            result = call_tool(block)
        except Exception:
            failed = True
        if failed:
            last_line = traceback.format_exc().strip().splitlines()[-1]
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool call failed: {last_line}",
            }
        answers.append(result)
    return {"role": "user", "content": answers}
