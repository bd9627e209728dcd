# Breaks: "then deny.reason whole, character for character". Parenthetical remarks (internal
# policy references) are cut out of the reason before the model sees it.
# Input: Deny("refunds over 500 EUR (policy R-12) need a manager") gives
# "BLOCKED: refunds over 500 EUR need a manager"; "(policy R-12)" is lost.
import re

from toolhooks import Deny  # noqa: F401

_ASIDE = re.compile(r"\s*\([^()]*\)")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    reason = _ASIDE.sub("", reason)  # internal references are not for the model
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
