# Breaks: "When call_tool raises an Exception (any class ...), its place holds a dict ... and
# the blocks after it still run". The message is " ".join(exc.args), which raises TypeError
# inside the handler when an argument is not a str. Input: call_tool raising KeyError(404) or
# OSError(2, "No such file") -> answer_turn itself raises TypeError.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            detail = " ".join(exc.args) if exc.args else "no details"
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {detail}",
            })
    return {"role": "user", "content": results}
