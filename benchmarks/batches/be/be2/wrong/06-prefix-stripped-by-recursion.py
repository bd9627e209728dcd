# Wrong: breaks "every leading `BLOCKED:` goes, a thousand too". The prefixes are peeled by a
# recursive helper, one frame per prefix, so Deny("BLOCKED: " * 1000 + "no refunds") raises
# RecursionError (default limit 1000) instead of giving "BLOCKED: no refunds".
def _unprefixed(text):
    text = text.lstrip()
    if text.startswith("BLOCKED:"):
        return _unprefixed(text[len("BLOCKED:"):])
    return text.rstrip()


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _unprefixed(deny.reason)
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
