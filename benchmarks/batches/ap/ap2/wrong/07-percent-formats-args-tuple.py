# Wrong: breaks "When call_tool raises an Exception ... its place holds a dict ... and the blocks
# after it still run": the message is built with "%s" % exc.args, which itself raises TypeError
# when args is not one item. Input: call_tool raising ValueError() (or FileNotFoundError(2, "No
# such file")) -> TypeError escapes answer_turn; no message, later blocks never run.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    for block in content:
        if block.get("type") == "tool_use":
            try:
                answered.append(dict(call_tool(block)))
            except Exception as exc:
                answered.append({
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": "Tool call failed: %s" % exc.args,
                })
    return {"role": "user", "content": answered}
