# Wrong: breaks '"tool_use_id" (the one given, exactly: ..., one of only whitespace too'. A blank id
# is refused by .strip(), so synthetic_error_result("   ", Deny("no")) raises ValueError instead of
# returning a result whose tool_use_id is "   " (only an empty id may raise).
def synthetic_error_result(tool_use_id, deny):
    if not isinstance(tool_use_id, str) or not tool_use_id.strip():
        raise ValueError(f"a tool_result needs the id of its tool_use, got {tool_use_id!r}")
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
