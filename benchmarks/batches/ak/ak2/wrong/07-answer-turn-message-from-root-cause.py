# Breaks: "holding its message as it is, str(exc) ... when it has one": the message of the
# exception call_tool raised. It reports the root cause instead. Input: call_tool raising
# RuntimeError("refund service down") from ConnectionError("timed out") -> content
# "...ConnectionError: timed out", without "refund service down".
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            root = exc
            while root.__cause__ is not None:
                root = root.__cause__
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(root).__name__}: {root}",
            })
    return {"role": "user", "content": results}
