# Breaks: "For an alternative that is `None` or `""`, nothing follows the reason, not a space nor a
# full stop" (and "not cached, not shared"): a module-level Counter of denials leaks into the text.
# Input: call twice with ("toolu_01", Deny("free tier cannot open case files")): the second content is
# "BLOCKED: free tier cannot open case files (denied 2 times)" instead of ending at the reason.
import re
from collections import Counter

from toolhooks import Deny  # noqa: F401  (as the notebook imports it)

_DENIALS = Counter()  # metrics: how often each reason was served
_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIX.sub("", deny.reason).strip()
    _DENIALS[reason] += 1
    text = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        text += " Alternative: " + alternative.strip()
    if _DENIALS[reason] > 1:  # tell the model it keeps hitting the same wall
        text += f" (denied {_DENIALS[reason]} times)"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
