# Wrong: "deny.reason whole, character for character (non-ASCII too ...)". Emoji variation
# selectors (U+FE00..U+FE0F) are removed as "invisible noise": Deny("\u2764\ufe0f refunds are
# paused") comes back as "BLOCKED: \u2764 refunds are paused".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_SELECTORS = re.compile("[\ufe00-\ufe0f]")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _SELECTORS.sub("", deny.reason)
    content = "BLOCKED: " + _PREFIXES.sub("", reason).strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
