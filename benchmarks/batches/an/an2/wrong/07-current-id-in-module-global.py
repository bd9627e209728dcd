# Breaks: "its place holds a dict with ... "tool_use_id": block["id"]" together with "call_tool
# may itself call answer_turn". The id being answered lives in a module global (so tools can log
# it); a nested answer_turn overwrites it. Input: call_tool for block A runs answer_turn(inner,
# [tool_use B]) and then raises -> A's error result carries B's id.
CURRENT_TOOL_USE_ID = None  # read by the tools' loggers


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    global CURRENT_TOOL_USE_ID
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        CURRENT_TOOL_USE_ID = block["id"]
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({
                "type": "tool_result",
                "tool_use_id": CURRENT_TOOL_USE_ID,
                "is_error": True,
                "content": f"{type(exc).__name__}: {exc}",
            })
    return {"role": "user", "content": results}
