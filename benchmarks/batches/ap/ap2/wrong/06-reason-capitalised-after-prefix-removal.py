# Wrong: breaks "then deny.reason whole, character for character ... without any BLOCKED: prefix":
# when a prefix was removed, the first letter of what remains is upper-cased "to start a sentence".
# Input: Deny("BLOCKED: free tier cannot open case files") -> "BLOCKED: Free tier cannot open case
# files" instead of "BLOCKED: free tier cannot open case files".
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason, removed = _PREFIXES.subn("", deny.reason)
    reason = reason.strip()
    if removed:  # the hook wrote its own label; what follows it starts the sentence now
        reason = reason[:1].upper() + reason[1:]
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}
