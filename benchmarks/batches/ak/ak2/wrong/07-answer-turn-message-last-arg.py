# Breaks: "holding its message as it is, str(exc) (or exc.args[0] if a str)". It reports
# exc.args[-1], "the human part". Input: call_tool raising ValueError("amount", "must be > 0")
# -> content "...: must be > 0", neither str(exc) "('amount', 'must be > 0')" nor args[0].
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            detail = exc.args[-1] if exc.args else str(exc)
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {detail}",
            })
    return {"role": "user", "content": results}
