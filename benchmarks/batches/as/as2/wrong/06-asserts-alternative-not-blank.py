# Breaks: "For an alternative that is `None` or `""`, nothing follows the reason ...; for a
# blank one, either nothing or your label" (both are legal input): an assert refuses them.
# Input: Deny("free tier", "") or Deny("free tier", "   ") raises AssertionError instead of
# returning "BLOCKED: free tier".
import re

from toolhooks import Deny


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    assert deny.alternative is None or deny.alternative.strip(), (
        "a Deny's alternative must be None or real advice"
    )
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None:
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
