# Breaks "then `deny.reason` whole, character for character": straight apostrophes in the reason
# are "typeset" as curly ones to read nicely. Input: Deny("free tier can't open case files")
# gives "BLOCKED: free tier can’t open case files" (U+2019 instead of the ASCII apostrophe).


def _without_prefixes(text):
    rest = text.lstrip()
    while rest.startswith("BLOCKED:"):
        rest = rest[len("BLOCKED:"):].lstrip()
    return rest.strip()


def synthetic_error_result(tool_use_id, deny):
    reason = _without_prefixes(deny.reason).replace("'", "\u2019")
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
