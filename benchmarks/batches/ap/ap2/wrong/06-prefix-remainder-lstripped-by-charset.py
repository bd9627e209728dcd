# Wrong: breaks "then deny.reason whole, character for character ... without any BLOCKED: prefix":
# after the first prefix, str.lstrip(" BLOCKED:") strips a *set of characters*, so it also eats
# the reason's own first letters when they are among B L O C K E D.
# Input: Deny("BLOCKED: Deploy window is closed.") -> "BLOCKED: eploy window is closed."
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    if reason.startswith("BLOCKED:"):
        # drop the first prefix, then any further "BLOCKED:" and spaces in one go
        reason = reason[len("BLOCKED:"):].lstrip(" BLOCKED:")
    content = "BLOCKED: " + reason.strip()
    alternative = (deny.alternative or "").strip()
    if alternative:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}
