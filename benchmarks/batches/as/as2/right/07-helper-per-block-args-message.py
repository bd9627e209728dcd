# Right: only "type": "tool_use" blocks are answered, in order, one call each, results copied by
# dict(); an Exception (only that) becomes an is_error tool_result for block["id"] whose text starts
# with my words and holds exc.args[0] if a str, else str(exc), untouched (non-blank even if empty).
# content is never changed; the message is exactly {"role": "user", "content": [...]}; no state.
def _failure_text(exc):
    first = exc.args[0] if exc.args and isinstance(exc.args[0], str) else None
    message = first if first is not None else str(exc)
    kind = type(exc).__name__
    if message:  # kept even when only whitespace: the text is non-blank anyway
        return f"The tool call raised {kind}: {message}"
    return f"The tool call raised {kind} (no message)."


def _answer(call_tool, block):
    try:
        result = call_tool(block)
    except Exception as exc:
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": _failure_text(exc)}
    return dict(result)


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {
        "role": "user",
        "content": [_answer(call_tool, block) for block in content
                    if block.get("type") == "tool_use"],
    }
