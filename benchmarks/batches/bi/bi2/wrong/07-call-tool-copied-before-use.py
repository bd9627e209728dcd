# Wrong: "call_tool (any callable ...: call it itself) called once per block". The callable
# is copied with copy.copy first ("so a turn cannot change the caller's object"); a callable
# object keeps its state on itself, so the copy is the one called: with class Tool whose
# __call__ does self.calls += 1, after one turn of two tool_use blocks tool.calls is still 0.
import copy


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    tool = copy.copy(call_tool)
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(tool(block))
        except Exception as exc:
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                 "content": f"Tool call failed ({type(exc).__name__}): {exc}"}
            )
    return {"role": "user", "content": results}
