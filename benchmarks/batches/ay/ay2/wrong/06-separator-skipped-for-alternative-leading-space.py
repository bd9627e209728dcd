# Breaks: "something holding whitespace (`str.isspace()`...) ... comes between the reason and it, before any
# letter of your own words": the separator is left out when the alternative starts with whitespace, then stripped.
# Input: Deny("free tier", " offer the FAQ") gives "BLOCKED: free tierAlternative: offer the FAQ"
# (nothing but letters between the reason and the label).
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative and alternative.strip():
        separator = "" if alternative[0].isspace() else " "  # it brings its own space
        content += separator + "Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
