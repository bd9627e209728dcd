# Breaks: "then `deny.reason` whole, character for character": a reason holding ": " is wrapped in double
# quotes, YAML-style, "so the line still reads as one BLOCKED: <value> pair".
# Input: Deny("policy: free tier cannot open case files") gives
# 'BLOCKED: "policy: free tier cannot open case files"' (two characters the reason does not have).
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    if ": " in reason:
        reason = '"' + reason + '"'
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
