# Breaks: "then `deny.reason` whole, character for character (non-ASCII too ...)". Drops every
# character outside the Basic Multilingual Plane (the MySQL utf8mb3 habit), so emoji vanish.
# Input: synthetic_error_result("toolu_01", Deny("no refunds on weekends \U0001F6AB"))
#   -> content "BLOCKED: no refunds on weekends" (the emoji is gone; reason no longer whole).
import re

from toolhooks import Deny  # noqa: F401

_ASTRAL = re.compile("[\U00010000-\U0010FFFF]")


def _storable(text):
    # keep the text storable in any utf8 column: 4-byte characters are dropped
    return _ASTRAL.sub("", text)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + _storable(reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + _storable(deny.alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
