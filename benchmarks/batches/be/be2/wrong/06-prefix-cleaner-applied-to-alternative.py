# Wrong: breaks "that alternative as it is (...), even one starting `BLOCKED:` or `Alternative:`".
# The reason's prefix cleaner also runs on the alternative (falling back to it when nothing is
# left), so Deny("deploy running", "BLOCKED: retry after 04:00") ends "Alternative: retry after
# 04:00" instead of "Alternative: BLOCKED: retry after 04:00".
def _clean(text):
    text = text.strip()
    while text.startswith("BLOCKED:"):
        text = text[len("BLOCKED:"):].strip()
    return text


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _clean(deny.reason)
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + (_clean(deny.alternative) or deny.alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
