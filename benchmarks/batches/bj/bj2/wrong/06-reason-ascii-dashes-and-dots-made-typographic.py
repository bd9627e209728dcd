# Breaks "then `deny.reason` whole, character for character": "--" becomes an em dash and "..."
# an ellipsis character, to make the prose look typeset. Input: Deny("the --force flag is not
# allowed...") gives "BLOCKED: the —force flag is not allowed…" (the model can no longer copy it).


def _without_prefixes(text):
    rest = text.lstrip()
    while rest.startswith("BLOCKED:"):
        rest = rest[len("BLOCKED:"):].lstrip()
    return rest.strip()


def synthetic_error_result(tool_use_id, deny):
    reason = _without_prefixes(deny.reason).replace("--", "\u2014").replace("...", "\u2026")
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
