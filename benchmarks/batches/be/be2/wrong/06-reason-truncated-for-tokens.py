# Wrong: breaks '`deny.reason` whole, character for character (..., however long'. Long reasons are
# cut to 2000 characters plus an ellipsis to save tokens, so Deny("x" * 5000) loses 3000 characters.
_MAX_REASON = 2000


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    if len(reason) > _MAX_REASON:
        reason = reason[:_MAX_REASON] + "…"
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
