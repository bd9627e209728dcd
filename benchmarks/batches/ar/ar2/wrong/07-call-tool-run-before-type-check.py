# Breaks: "one block per tool_use of content ... (text blocks get none ...), with call_tool ...
# called once per block". call_tool runs on every block before the type is checked, so for
# [text("Checking."), tool_use(...)] call_tool is also called with the text block (its result dropped).


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        try:
            answer = call_tool(block)
        except Exception as exc:
            message = str(exc) if str(exc).strip() else type(exc).__name__
            answer = {"type": "tool_result", "tool_use_id": block.get("id"),
                      "is_error": True, "content": f"Tool call failed: {message}"}
        if block.get("type") == "tool_use":
            results.append(answer)
    return {"role": "user", "content": results}
