# Breaks "a non-blank `str` `"content"` saying what failed (not starting, even after whitespace,
# with `BLOCKED:`, a denial's mark, of your own ...)": a PermissionError is read as a refusal and
# marked BLOCKED. Input: call_tool raising PermissionError("read-only file system") gives content
# "BLOCKED: read-only file system" (other exceptions are answered right).


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except PermissionError as exc:  # not allowed: a deliberate refusal, say so
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"BLOCKED: {exc}"})
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"Tool failed ({type(exc).__name__}): {exc}"})
    return {"role": "user", "content": results}
