# Right: walks content by index, answering each "tool_use" block (and only those) in order with
# one call_tool(block) each; a raised Exception is answered by a new is_error dict with
# block["id"] and "tool call failed: " + traceback.format_exception_only, which holds the
# message unchanged (args[0] for SyntaxError); KeyboardInterrupt etc. propagate; nothing global.
import traceback


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    index = 0
    while index < len(content):
        block = content[index]
        index += 1
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(dict(call_tool(block)))
        except Exception as exc:
            described = "".join(traceback.format_exception_only(exc))
            answers.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": "tool call failed: " + described,
            })
    return {"role": "user", "content": answers}
