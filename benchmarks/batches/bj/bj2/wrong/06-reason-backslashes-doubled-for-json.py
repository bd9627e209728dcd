# Breaks "then `deny.reason` whole, character for character": every backslash of the reason is
# doubled, "escaping it for JSON" by hand (the API client already serialises the dict).
# Input: Deny("cannot write to C:\\temp\\logs") (one backslash each, as Python reads it) gives
# "BLOCKED: cannot write to C:\\\\temp\\\\logs" (two backslashes each).


def _without_prefixes(text):
    rest = text.lstrip()
    while rest.startswith("BLOCKED:"):
        rest = rest[len("BLOCKED:"):].lstrip()
    return rest.strip()


def synthetic_error_result(tool_use_id, deny):
    reason = _without_prefixes(deny.reason).replace("\\", "\\\\")
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
