# Breaks: "its place holds a dict with ... "tool_use_id": block["id"] ..." for each failing block,
# and "Each call's message is new, sharing no dict". The error dict is built once per turn and
# refilled for each failure, so two failures share one dict. Input: two blocks A, B whose calls
# both raise -> both places hold the same dict, with B's id and B's message.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    failure = {"type": "tool_result", "is_error": True}  # the constant part, built once
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            failure["tool_use_id"] = block["id"]
            failure["content"] = f"the call failed with {type(exc).__name__}: {exc}"
            results.append(failure)
    return {"role": "user", "content": results}
