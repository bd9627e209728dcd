# Breaks "then `deny.reason` whole, character for character" (and "For an alternative that is
# `None` ... nothing follows the reason"): the reason's own final full stop is always cut, to be
# put back only before "Alternative:". Input: Deny("free-tier accounts cannot open case files.")
# (no alternative) gives "BLOCKED: free-tier accounts cannot open case files" (the "." is lost).
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING.sub("", deny.reason).strip().rstrip(".")  # no "files.. Alternative"
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += ". Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
