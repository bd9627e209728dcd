# Breaks: "without any BLOCKED: prefix of its own (every leading BLOCKED: goes ...)". The prefix is
# removed in the branch without an alternative only; the other branch uses deny.reason as given:
# Deny("BLOCKED: deploy running", "try after 04:00") gives
# "BLOCKED: BLOCKED: deploy running Alternative: try after 04:00".
def _without_prefix(reason):
    text = reason.strip()
    while text.startswith("BLOCKED:"):
        text = text[len("BLOCKED:"):].strip()
    return text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content = f"BLOCKED: {deny.reason.strip()} Alternative: {alternative.strip()}"
    else:
        content = f"BLOCKED: {_without_prefix(deny.reason)}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
