# Breaks: "then, only when the `Deny` has an alternative that is not blank (by `str.strip()`), that
# alternative as it is". `type(x) is str` drops an alternative that is a str subclass, which Deny
# accepts. Input: class Text(str): pass; Deny("free tier", Text("offer the FAQ")) gives
# "BLOCKED: free tier" with no alternative.
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIX.sub("", deny.reason).strip()
    text = "BLOCKED: " + reason
    alternative = deny.alternative
    if type(alternative) is str and alternative.strip():  # defensive: only real strings
        text += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
