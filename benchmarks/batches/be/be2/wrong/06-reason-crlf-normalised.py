# Wrong: breaks '`deny.reason` whole, character for character (... line breaks (`\r\n` and `\r`
# too)'. Windows line ends are folded to "\n", so Deny("over the limit\r\ncall support") gives
# "BLOCKED: over the limit\ncall support".
def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.replace("\r\n", "\n").strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
