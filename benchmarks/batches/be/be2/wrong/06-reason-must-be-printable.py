# Wrong: breaks '`deny.reason` whole, character for character (non-ASCII too, ...)'. Anything but
# printable characters, tab and line breaks is refused, so Deny("refunds above 500\u00a0EUR need a
# manager") (a no-break space, as French text has) raises ValueError instead of being answered.
def synthetic_error_result(tool_use_id, deny):
    for char in deny.reason:
        if not (char.isprintable() or char in "\t\r\n"):
            raise ValueError(f"the denial reason holds an unprintable character {char!r}")
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
