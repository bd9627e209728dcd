# Breaks: "holding its message as it is, str(exc) (or exc.args[0] if a str) ... not stripped".
# Quotes are stripped off every message (meant for KeyError's 'x'). Input: call_tool raising
# ValueError("'u_004' is not 'u_999'") -> content "...: u_004' is not 'u_999", which holds
# neither str(exc) nor args[0].
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            detail = str(exc).strip("'\"")  # KeyError('x') prints as 'x'
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {detail}",
            })
    return {"role": "user", "content": results}
