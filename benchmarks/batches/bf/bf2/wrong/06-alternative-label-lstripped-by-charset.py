# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)". lstrip("Alternative:")
# removes a *set* of characters, not the label, so alternatives starting with a, e, i, l, n, r, t, v lose letters.
# Input: Deny("deploy running", "try after 04:00") gives "BLOCKED: deploy running Alternative: y after 04:00".
# (The notebook's "offer the upgrade or the FAQ." starts with "o" and comes through whole.)
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        # never print the label twice if the hook wrote "Alternative: ..." itself
        alternative = deny.alternative.strip().lstrip("Alternative:").strip()
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
