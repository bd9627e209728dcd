# Breaks: "then `deny.reason` whole, character for character": a reason starting with
# = + - or @ gets a leading apostrophe (the OWASP CSV/formula-injection habit for audit exports).
# Input: Deny("-5 is not a valid refund amount") gives "BLOCKED: '-5 is not a valid refund amount".
import re

from toolhooks import Deny

_FORMULA_START = ("=", "+", "-", "@")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    if reason.startswith(_FORMULA_START):
        reason = "'" + reason
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content = f"{content} Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
