# Breaks "that alternative as it is (its surrounding whitespace may be stripped)": tabs inside
# the alternative are expanded to spaces while tidying it. Input: Deny("free tier",
# "run:\tfaq --open") gives "... Alternative: run:    faq --open" (the tab became spaces).


def _without_prefixes(text):
    rest = text.lstrip()
    while rest.startswith("BLOCKED:"):
        rest = rest[len("BLOCKED:"):].lstrip()
    return rest.strip()


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip().expandtabs(4)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
