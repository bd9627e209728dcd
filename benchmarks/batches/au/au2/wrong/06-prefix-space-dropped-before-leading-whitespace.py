# Breaks: content is `"BLOCKED: "` once, then the reason (its surrounding whitespace may be
# stripped or kept). To avoid a double space it leaves out the prefix's own space when the
# reason starts with whitespace. Input: Deny("\n  free-tier accounts cannot open case files.")
# -> content "BLOCKED:\n  free-tier ...", which does not start with "BLOCKED: ".
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    text = deny.reason
    while text.lstrip().startswith("BLOCKED:"):
        text = text.lstrip()[len("BLOCKED:"):]
    separator = "" if text[:1].isspace() else " "  # the reason's own whitespace is enough
    content = "BLOCKED:" + separator + text.rstrip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
