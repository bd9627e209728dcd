# Wrong: breaks '"tool_use_id" (the one given, exactly: whitespace ... and all'. The id is
# .strip()ped like the reason, so "toolu_01 " (or "toolu_01\n") comes back as "toolu_01".
def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip()
    if alternative:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id.strip(), "is_error": True, "content": content}
