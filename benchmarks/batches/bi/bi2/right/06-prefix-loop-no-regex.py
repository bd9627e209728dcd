# Right: a fresh plain dict with exactly the four keys; the id is copied untouched; every
# leading "BLOCKED:" (spaces around it allowed) is peeled by a loop, the reason kept whole
# otherwise; the alternative follows " Alternative: " only when it is not blank by strip(),
# and None / "" / blank add nothing at all.
_PREFIX = "BLOCKED:"


def _without_prefixes(reason):
    rest = reason
    while True:
        candidate = rest.lstrip()
        if not candidate.startswith(_PREFIX):
            return rest.strip()
        rest = candidate[len(_PREFIX):]


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content = content + " Alternative: " + alternative.strip()
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": content,
    }
