# Breaks: "exactly what call_tool(block) returned ... (always a tool_result block for that block's id)".
# The result's id is checked with `is`, so a call_tool that builds an equal id string anew, e.g.
# lambda b: {"type": "tool_result", "tool_use_id": "toolu_" + b["id"][6:], "content": "ok"}, has its
# result replaced by an is_error "answered another call" result.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}
        if result.get("tool_use_id") is not block["id"]:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": "call_tool answered another call"}
        results.append(dict(result))
    return {"role": "user", "content": results}
