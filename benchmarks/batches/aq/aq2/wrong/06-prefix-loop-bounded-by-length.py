# Breaks: "every leading BLOCKED: goes, a thousand too, with or without spaces before or after it".
# The strip loop runs at most len(reason) // 9 times ("a prefix takes at least 9 characters,
# 'BLOCKED: '"), so prefixes written without a space outrun it: Deny("BLOCKED:BLOCKED:x") gives
# "BLOCKED: BLOCKED:x", and Deny("BLOCKED:" * 1000 + "x") keeps 111 of its prefixes.
def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    for _ in range(len(reason) // 9):  # bounded, so a malformed reason cannot loop forever
        if not reason.startswith("BLOCKED:"):
            break
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
