# Right: a generator walks content in order, yields call_tool(block) for each "tool_use" block
# (one at a time, the block as it is), and on an Exception yields a new is_error result for that
# block's id holding the message (a lone str argument as is, else str(exc)) after a label that
# never starts BLOCKED:. list(...) makes a new content list; the message dict is new per call.
def _answers(call_tool, content):
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            args = exc.args
            message = args[0] if len(args) == 1 and isinstance(args[0], str) else str(exc)
            result = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": "Tool call failed (" + type(exc).__qualname__ + ")" + (": " + message if message else ""),
            }
        yield result


def answer_turn(call_tool, content):
    return {"role": "user", "content": list(_answers(call_tool, content))}
