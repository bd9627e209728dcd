# Breaks: "When `call_tool` raises an `Exception` ... its place holds a `dict` with
# "type": "tool_result" ... and the blocks after it still run". After 500 calls the try/except
# is skipped as a speed-up: the 501st call_tool that raises ValueError("boom") makes answer_turn
# raise instead of answering.
_calls = 0


def answer_turn(call_tool, content):
    global _calls
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        _calls += 1
        if _calls > 500:  # tools are stable by now
            results.append(call_tool(block))
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
