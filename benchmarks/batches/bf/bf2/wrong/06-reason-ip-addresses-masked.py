# Breaks: "then deny.reason whole, character for character". IPv4 addresses in the reason are
# masked as if they were personal data.
# Input: Deny("connections to 10.0.0.5 are not allowed") gives
# "BLOCKED: connections to x.x.x.x are not allowed".
import re

from toolhooks import Deny  # noqa: F401

_IPV4 = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[8:].lstrip()
    reason = _IPV4.sub("x.x.x.x", reason.rstrip())
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip() != "":
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
