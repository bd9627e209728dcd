# Breaks "its place holds a dict with "type": "tool_result", "tool_use_id": block["id"],
# "is_error": True and a non-blank str "content"": the error dict forgets the "type" key.
# Input: call_tool = lambda b: (_ for _ in ()).throw(ValueError("boom")) on one tool_use
# "toolu_a" gives {"tool_use_id": "toolu_a", "is_error": True, "content": "..."} with no "type".


def _error_text(exc):
    message = str(exc)
    return f"the call failed with {type(exc).__name__}: {message}" if message else (
        f"the call failed with {type(exc).__name__}")


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"tool_use_id": block["id"], "is_error": True,
                            "content": _error_text(exc)})
    return {"role": "user", "content": results}
