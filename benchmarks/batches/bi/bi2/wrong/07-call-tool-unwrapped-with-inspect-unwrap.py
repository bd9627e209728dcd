# Wrong: "call_tool ... call it itself". The callable is unwrapped with inspect.unwrap (to
# skip logging decorators), which follows __wrapped__: a decorated tool, or the hooked
# dispatcher.call_tool after install_hooks (a HookedCall, whose __wrapped__ is the saved
# original), is bypassed, e.g. notebook 04's turn with SameUserOnly installed runs
# lookup_user for u_999 instead of answering it with the BLOCKED denial.
import inspect


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    tool = inspect.unwrap(call_tool)
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
