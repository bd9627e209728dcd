# Right: a generator walks content once, in order, and yields for "type" == "tool_use" only:
# a copy of what call_tool(block) returned, or (for any Exception) an is_error tool_result with
# block["id"] and "<Class> raised by the tool: <str(exc)>" (non-blank, never BLOCKED:-first);
# BaseExceptions propagate untouched. Two keys, role and content; `content` is never modified.
def _failure(tool_use_id, exc):
    message = str(exc)
    text = f"{type(exc).__name__} raised by the tool"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": f"{text}: {message}" if message else text}


def _answers(call_tool, content):
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            yield _failure(block["id"], exc)
        else:
            yield dict(result)


def answer_turn(call_tool, content):
    return {"role": "user", "content": list(_answers(call_tool, content))}
