# Breaks "deny.reason whole, character for character": markup is scrubbed with <[^>]*>, so
# Deny("amounts must be < 100 EUR and > 0") becomes "BLOCKED: amounts must be  0" and
# Deny("use <b>the FAQ</b>") loses its tags. Reasons with no "<" are untouched.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_TAG = re.compile(r"<[^>]*>")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _TAG.sub("", _PREFIXES.sub("", deny.reason)).strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
