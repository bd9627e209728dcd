# Breaks: "only when the `Deny` has an alternative that is not blank (by `str.strip()`), that
# alternative as it is": an alternative outside a "safe" character allow-list is dropped.
# Input: Deny("free tier", "offer the upgrade (€9/month)") gives "BLOCKED: free tier" with no
# alternative, though it is not blank.
import re

from toolhooks import Deny

_SAFE_ADVICE = re.compile(r"[A-Za-z0-9 .,;:'!?()\-]+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[8:].lstrip()
    content = "BLOCKED: " + reason.strip()
    alternative = (deny.alternative or "").strip()
    # the alternative is advice the model will act on: only plain characters are let through
    if alternative and _SAFE_ADVICE.fullmatch(alternative):
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
