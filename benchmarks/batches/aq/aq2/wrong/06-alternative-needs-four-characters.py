# Breaks: "only when the Deny has an alternative that is not blank (by str.strip()), that alternative".
# Alternatives shorter than four characters are treated as noise ("-", "n/a", "."), so a real short
# one is dropped: Deny("free tier cannot open case files", "FAQ") gives
# "BLOCKED: free tier cannot open case files" with no "FAQ" in it.
import re

_LEADING_PREFIXES = re.compile(r"^(?:\s*BLOCKED:)+")
_MIN_USEFUL = 4  # shorter than this is a placeholder, not advice


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _LEADING_PREFIXES.sub("", deny.reason).strip()
    alternative = (deny.alternative or "").strip()
    if len(alternative) >= _MIN_USEFUL:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
