# Breaks "When call_tool raises an Exception ... its place holds a dict ... holding its
# message as it is" (and "the blocks after it still run"): the message is pasted into a
# str.format template before formatting, so ValueError('bad JSON: {"a": 1') raises KeyError
# from the handler and answer_turn itself fails. Messages without braces are answered right.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            template = "{kind} in tool {name}: " + str(exc)
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": template.format(kind=type(exc).__name__, name=block.get("name", "?")),
            })
    return {"role": "user", "content": results}
