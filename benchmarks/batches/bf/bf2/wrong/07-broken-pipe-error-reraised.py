# Breaks: "When call_tool raises an Exception (any class: OSError, ...), its place holds a dict ...
# and the blocks after it still run." A BrokenPipeError is let through (CLI habit: the other end
# went away, so stop).
# Input: call_tool raising BrokenPipeError(32, "Broken pipe") on the first of two tool_use blocks:
# answer_turn raises instead of answering it and calling the second.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except BrokenPipeError:
            raise  # our output is gone; nobody would read the rest
        except Exception as exc:
            detail = str(exc) or repr(exc)
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {detail}"})
    return {"role": "user", "content": results}
