# Breaks: "only when the Deny has an alternative that is not blank (by `str.strip()`)" and "for a blank one,
# either nothing or your label with nothing but spaces after it passes (not the blank's own whitespace)".
# Input: synthetic_error_result("toolu_01", Deny("free tier", "\u3000")) (or "\xa0") gives content
# "BLOCKED: free tier Alternative: \u3000": string.whitespace is ASCII only, str.strip() is not.
import re
import string

from toolhooks import Deny  # noqa: F401  (as the notebook imports it)

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip(string.whitespace)
    if alternative:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
