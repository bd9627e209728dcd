# Breaks: "every leading BLOCKED: goes, a thousand too, with or without spaces before or after
# it". The regex allows at most one space after each prefix. Input:
# Deny("BLOCKED:  BLOCKED: refunds are off") (two spaces after the first) gives
# "BLOCKED:  BLOCKED: refunds are off": the prefix twice.
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:BLOCKED: ?)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason.strip())
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
