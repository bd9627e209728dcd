# Right: a new {"role": "user", "content": [...]} with one entry per "type" == "tool_use" block, in
# order: call_tool(block) called once with the block itself and its return kept as is; an Exception
# becomes an is_error tool_result for block["id"] with "<Class>: <str(exc)>" (verbatim) or "<Class>
# (no message)" when blank; KeyboardInterrupt/SystemExit/CancelledError are not caught. Input unchanged.


def _answer(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        message = str(exc)
        label = type(exc).__name__
        text = f"{label}: {message}" if message.strip() else f"{label} (no message)"
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": text}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {"role": "user",
            "content": [_answer(call_tool, b) for b in content if b.get("type") == "tool_use"]}
