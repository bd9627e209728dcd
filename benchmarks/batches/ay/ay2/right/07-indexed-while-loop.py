# Right: an index loop over content (left untouched) answers each "type" == "tool_use" block in order with what
# call_tool returned for that block; an Exception becomes a fresh is_error tool_result for block["id"] whose text
# "Call to <name> failed with <Class>: <message>" holds exc.args[0] (a str) or str(exc) as is and is never blank;
# later blocks still run; KeyboardInterrupt, SystemExit and CancelledError are not Exceptions and propagate.
def _describe(block, exc):
    first = exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc)
    name = block.get("name")
    head = f"Call to {name!r} failed" if isinstance(name, str) else "The tool call failed"
    return f"{head} with {type(exc).__qualname__}: {first}"


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    index = 0
    while index < len(content):
        block = content[index]
        index += 1
        if type(block) is not dict and not hasattr(block, "get"):
            continue
        if block.get("type") != "tool_use":
            continue
        try:
            answered.append(call_tool(block))
        except Exception as exc:
            answered.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                             "content": _describe(block, exc)})
    return {"role": "user", "content": answered}
