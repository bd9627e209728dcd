# Breaks "then ... that alternative as it is (its surrounding whitespace may be stripped)": only
# the alternative's first line is kept, to keep the label on one line.
# Input: Deny("free tier cannot open case files.", "offer the upgrade.\nOr link the FAQ.")
# -> "... Alternative: offer the upgrade." (the second line is dropped).
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = (deny.alternative or "").strip()
    if alternative:
        content += " Alternative: " + alternative.splitlines()[0].strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
