# Breaks "content starts with one block per tool_use of content ... (only "type": "tool_use")":
# only well-formed calls are answered, those whose "input" is a dict, so a turn holding
# {"type": "tool_use", "id": "toolu_01", "name": "ping"} (no input, or "input": None or a
# list) gets no result for it. Every ordinary tool_use has an input object and is answered.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use" or not isinstance(block.get("input"), dict):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = str(exc)
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {text}" if text else type(exc).__name__,
            })
    return {"role": "user", "content": results}
