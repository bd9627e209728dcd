# Breaks: "When call_tool raises an Exception (any class ...), its place holds a dict ... and the blocks
# after it still run". RecursionError is re-raised as fatal ("the stack is gone, answering may recurse
# again"): a call_tool raising RecursionError("maximum recursion depth exceeded") propagates.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = dict(call_tool(block))
        except RecursionError:
            raise
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}
        results.append(result)
    return {"role": "user", "content": results}
