# Breaks: "the prefix is BLOCKED: exactly, so a reason starting `blocked:`, `BLOCKED :` ... keeps it".
# The label before the first colon is compared after .strip(), so "BLOCKED :" counts as the
# prefix: Deny("BLOCKED : the account is frozen") gives "BLOCKED: the account is frozen"
# instead of "BLOCKED: BLOCKED : the account is frozen".


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason
    while True:
        label, colon, rest = reason.partition(":")
        if colon and label.strip() == "BLOCKED":
            reason = rest  # one more BLOCKED: label gone
        else:
            break
    content = "BLOCKED: " + reason.strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
