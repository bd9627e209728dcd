# Right: keeps the whitespace around the reason (the text allows it) and only cuts leading
# "BLOCKED:" marks found by str.partition at the very start (after whitespace); the content is
# "BLOCKED: " once, the reason as given, then " Alternative: <alt>" only for a non-blank
# alternative (str.strip()), the space before the label holding the required whitespace.
from toolhooks import Deny  # noqa: F401


def _without_marks(text):
    rest = text
    while True:
        head, mark, tail = rest.partition("BLOCKED:")
        if not mark or head.strip():
            return rest
        rest = tail


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _without_marks(deny.reason)
    if reason != deny.reason:  # marks were cut: drop the blank left between them and the text
        reason = reason.lstrip()
    advice = deny.alternative
    tail = f" Alternative: {advice.strip()}" if advice and advice.strip() else ""
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = "BLOCKED: " + reason + tail
    return result
