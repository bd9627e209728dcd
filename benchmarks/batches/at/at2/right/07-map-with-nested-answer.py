# Right: picks exactly the blocks whose "type" is "tool_use", in order, and calls call_tool
# once on each (the block itself, one at a time, via map); a result is copied into a new dict
# (equal), a raised Exception becomes a new is_error tool_result with the block's id and a
# non-blank text holding str(exc) as is; BaseExceptions pass; no state outlives the call.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""

    def answer(block):
        try:
            result = call_tool(block)
        except Exception as exc:
            kind = type(exc).__name__
            try:
                message = str(exc)
            except Exception:
                message = ""
            text = f"{kind} while running the tool: {message}" if message else f"{kind} while running the tool"
            return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}
        return dict(result)

    calls = [block for block in content if block.get("type") == "tool_use"]
    return {"role": "user", "content": list(map(answer, calls))}
