# Right: a generator walks content once, in order, answering only blocks whose "type" is exactly "tool_use",
# calling call_tool once on each block itself. Only an Exception is answered: a new is_error dict with block["id"]
# whose text names the class first (non-blank, never BLOCKED: first) and holds exc.args[0] if a str, else str(exc),
# unaltered; other BaseExceptions pass through and stop the walk. Message, list and result copies are new per call.


def _message(exc):
    if exc.args and isinstance(exc.args[0], str):
        return exc.args[0]
    return str(exc)


def _answers(call_tool, content):
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            yield {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__qualname__} raised while running the tool: {_message(exc)}",
            }
        else:
            yield dict(result)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {"role": "user", "content": list(_answers(call_tool, content))}
