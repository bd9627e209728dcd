# Wrong: breaks "its place holds a dict with "type": "tool_result", "tool_use_id": block["id"]":
# like the package's MalformedToolUseError, an exception that carries a tool_use_id attribute is
# trusted to name the call it failed on. Input: call_tool raising an exception whose
# .tool_use_id is "toolu_inner" while answering block "toolu_01" -> result for "toolu_inner".
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            failed_id = getattr(exc, "tool_use_id", None) or block["id"]
            results.append({"type": "tool_result", "tool_use_id": failed_id, "is_error": True,
                            "content": f"The call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
