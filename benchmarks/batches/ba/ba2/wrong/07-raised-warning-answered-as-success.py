# Breaks: "When call_tool raises an Exception (any class ...)" its place holds a dict with "is_error": True.
# A raised Warning is treated as advice, not failure, and answered without is_error: call_tool
# raising UserWarning("rate limit nearly reached") gives {"type": "tool_result", ..., "content": ...} only.


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Warning as warning:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "content": f"warning: {warning}"})
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
