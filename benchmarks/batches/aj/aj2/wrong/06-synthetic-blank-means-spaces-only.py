# Breaks "only when the `Deny` has an alternative that is not blank (by `str.strip()`) ... for a
# blank one, either nothing or your label with nothing but spaces after it (not the blank's own
# whitespace)": blank is tested with strip(" "), so a tab/line-break alternative is written out.
# Input: Deny("free tier cannot open case files.", "\n\t") -> "... Alternative: \n\t".
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip(" "):
        content += " Alternative: " + alternative.strip(" ")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
