# Breaks "call_tool ... called once per block ..., one block at a time in order" and "no block
# after it runs": the tool_use blocks are popped off a stack, so the last one is called first
# (results are put back in order). Input: turn [tool_use "toolu_a", tool_use "toolu_b"] with a
# call_tool that records ids: it sees ["toolu_b", "toolu_a"]; and if "toolu_a" raises
# KeyboardInterrupt, "toolu_b" has already run.


def _error_text(exc):
    message = str(exc)
    return f"the call failed with {type(exc).__name__}: {message}" if message else (
        f"the call failed with {type(exc).__name__}")


def _answer(call_tool, block):
    try:
        return call_tool(block)
    except Exception as exc:
        return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                "content": _error_text(exc)}


def answer_turn(call_tool, content):
    pending = [block for block in content if block.get("type") == "tool_use"]
    results = []
    while pending:
        results.insert(0, _answer(call_tool, pending.pop()))
    return {"role": "user", "content": results}
