# Breaks: "then, only when the Deny has an alternative that is not blank (by str.strip()), that
# alternative as it is". The text "null" (a JSON habit: a null that was serialised) is taken for
# no alternative: Deny("no refunds", "null") -> "BLOCKED: no refunds" (alternative missing).
from toolhooks import Deny  # noqa: F401

_NO_ALTERNATIVE = {"", "null"}


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason.removeprefix("BLOCKED:").lstrip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip()
    if alternative not in _NO_ALTERNATIVE:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
