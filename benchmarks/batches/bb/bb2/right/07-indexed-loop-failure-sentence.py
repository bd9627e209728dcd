# Right: reads content by index without changing it, answers only "type" == "tool_use" blocks, one
# call_tool call each, in order, keeping each return value as is; any Exception is answered in place
# (type, tool_use_id = block["id"], is_error True, "The tool call failed with <Class>: <message>",
# message verbatim, class alone if blank: never blank, never BLOCKED:). Non-Exceptions propagate.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    for index in range(len(content)):
        block = content[index]
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            detail = str(exc)
            what = type(exc).__name__ + (": " + detail if detail.strip() else "")
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": "The tool call failed with " + what}
        answered.append(result)
    message = {"role": "user"}
    message["content"] = answered
    return message
