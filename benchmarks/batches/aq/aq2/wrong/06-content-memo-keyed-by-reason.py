# Breaks: "then, only when the Deny has an alternative that is not blank, that alternative as it is".
# The cleaned text is memoised by deny.reason alone ("reasons repeat"), so the alternative of the
# first Deny with that reason sticks: Deny("free tier", "offer the FAQ") then
# Deny("free tier", "offer the upgrade") gives the second "BLOCKED: free tier Alternative: offer the FAQ".
import re

_LEADING_PREFIXES = re.compile(r"^(?:\s*BLOCKED:)+")
_TEXT_BY_REASON = {}


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    text = _TEXT_BY_REASON.get(deny.reason)
    if text is None:
        reason = _LEADING_PREFIXES.sub("", deny.reason).strip()
        text = "BLOCKED: " + reason
        alternative = deny.alternative
        if alternative is not None and alternative.strip():
            text += " Alternative: " + alternative.strip()
        _TEXT_BY_REASON[deny.reason] = text
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
