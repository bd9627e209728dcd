# Breaks "then deny.reason whole ... however long": to keep cache keys small for long
# reasons, the content memo is keyed by the reason's first 64 characters, so after
# Deny("x" * 64 + " refunds") the call with Deny("x" * 64 + " deploys") gets the content
# "BLOCKED: xxx... refunds" (the earlier reason's tail). Each result is still a new dict.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_CONTENT_BY_HEAD = {}


def _content(deny):
    reason = _PREFIXES.sub("", deny.reason).strip()
    text = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    return text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    key = (deny.reason[:64], deny.alternative)
    if key not in _CONTENT_BY_HEAD:
        _CONTENT_BY_HEAD[key] = _content(deny)
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": _CONTENT_BY_HEAD[key],
    }
