# Breaks: "deny.reason whole, character for character (non-ASCII too, its tabs, ...)".
# Input: synthetic_error_result("toolu_01", Deny("columns:\tamount\tuser")) gives content
# "BLOCKED: columns: amount  user" (tabs expanded to spaces for display), not the tabs.
# The learner expanded tabs so the model "sees aligned text".
from toolhooks import Deny  # noqa: F401  (as the notebook imports it)

PREFIX = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.expandtabs(4).strip()
    while reason.startswith(PREFIX):
        reason = reason[len(PREFIX):].lstrip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
