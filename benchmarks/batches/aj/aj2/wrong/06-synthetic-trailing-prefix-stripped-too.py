# Breaks "every leading `BLOCKED:` goes ... at the very start only" and "deny.reason whole": the
# regex trims BLOCKED: at both ends of the reason, like strip() does for whitespace.
# Input: Deny("this account is BLOCKED:") -> "BLOCKED: this account is" (its own last word goes).
import re

from toolhooks import Deny

_AT_EITHER_END = re.compile(r"^(?:\s*BLOCKED:\s*)+|(?:\s*BLOCKED:\s*)+$")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _AT_EITHER_END.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
