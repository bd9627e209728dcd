# Wrong: breaks "a reason starting ... `BLOCKED :` ... keeps it" (the function must return). The
# loop tests startswith("BLOCKED") but removes "BLOCKED:", so Deny("BLOCKED : deploy running") or
# Deny("BLOCKED by the deploy window") never leaves the loop (removeprefix changes nothing).
def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED"):
        reason = reason.removeprefix("BLOCKED:").strip()
    content = f"BLOCKED: {reason}"
    if deny.alternative is not None and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
