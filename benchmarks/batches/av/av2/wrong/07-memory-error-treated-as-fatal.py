# Breaks: "When call_tool raises an Exception (any class: OSError, MemoryError, the workbook's
# ToolInputError), its place holds a dict ... is_error: True" -- a MemoryError is re-raised as if
# it were fatal. Input: answer_turn(call_tool, [tool_use "toolu_a", tool_use "toolu_b"]) where
# call_tool raises MemoryError("result too big to cache") for "toolu_a": it propagates.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except MemoryError:
            raise  # the process is out of memory: nothing sensible can be answered
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
