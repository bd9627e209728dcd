# Breaks: "For an alternative that is `None` or `""`, nothing follows the reason" and the blank-alternative rule:
# the full stop is added by reading alternative[-1] before any blank test.
# Input: Deny("free tier", "") raises IndexError instead of returning a result; Deny("free tier", "  ") gives
# "BLOCKED: free tier Alternative: ." (a mark after the label for a blank alternative).
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None:
        if alternative[-1] not in ".!?":  # advice reads as a sentence
            alternative += "."
        if alternative.strip():
            content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
