# Breaks "call_tool ... called once per block" (on each call of answer_turn): after a
# KeyboardInterrupt the results so far are kept, keyed by the turn's ids, and the next
# answer_turn for the same ids resumes there; so after an interrupt on the 2nd block of a
# turn, answering that turn again skips call_tool for the 1st block and reuses its old result.
_RESUME = {}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    blocks = [b for b in content if b.get("type") == "tool_use"]
    key = tuple(b["id"] for b in blocks)
    results = _RESUME.pop(key, [])
    try:
        for block in blocks[len(results):]:
            try:
                results.append(call_tool(block))
            except Exception as exc:
                text = str(exc)
                results.append({
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {text}" if text else type(exc).__name__,
                })
    except BaseException:
        _RESUME[key] = results  # do not redo finished calls after Ctrl-C
        raise
    return {"role": "user", "content": results}
