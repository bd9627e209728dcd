# Breaks "without any BLOCKED: prefix of its own (every leading BLOCKED: goes, a thousand too ...)":
# the prefix loop is capped at 1000 passes "against runaway loops", so one more survives.
# Input: Deny("BLOCKED: " * 1001 + "no refunds") gives "BLOCKED: BLOCKED: no refunds"
# (with exactly 1000 prefixes it is right).


def _without_prefixes(text):
    rest = text.lstrip()
    for _ in range(1000):
        if not rest.startswith("BLOCKED:"):
            break
        rest = rest[len("BLOCKED:"):].lstrip()
    return rest.strip()


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
