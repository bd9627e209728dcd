# Breaks "deny.reason whole, character for character": account ids (u_ and digits) in the
# reason are masked, so another customer's id never reaches the model.
# Input: Deny("this session can only access its own account, not 'u_999'.") gives
# "BLOCKED: this session can only access its own account, not 'u_***'."
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_ACCOUNT = re.compile(r"\bu_\d+\b")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _ACCOUNT.sub("u_***", _PREFIXES.sub("", deny.reason).strip())
    content = "BLOCKED: " + reason
    if (deny.alternative or "").strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
