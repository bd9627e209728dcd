# Breaks "with call_tool ... called once per block (the block as it is in content, or an equal
# copy of it ...)": call_tool gets a copy whose input strings are stripped. Input: tool_use
# {"type": "tool_use", "id": "toolu_a", "name": "search", "input": {"query": "  refund "}}:
# call_tool receives input {"query": "refund"}, not an equal copy of the block.


def _error_text(exc):
    message = str(exc)
    return f"the call failed with {type(exc).__name__}: {message}" if message else (
        f"the call failed with {type(exc).__name__}")


def _tidy(block):
    arguments = block.get("input")
    if not isinstance(arguments, dict):
        return block
    return {**block, "input": {key: value.strip() if isinstance(value, str) else value
                               for key, value in arguments.items()}}


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(_tidy(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": _error_text(exc)})
    return {"role": "user", "content": results}
