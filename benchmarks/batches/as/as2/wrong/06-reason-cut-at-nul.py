# Breaks: "then `deny.reason` whole, character for character": the reason is cut at its first
# NUL character (a C-string / null-byte-injection habit), dropping everything after it.
# Input: Deny("quota reached\x00 for u_004") gives "BLOCKED: quota reached" (U+0000 is valid
# Unicode, so this reason is graded text).
import re

from toolhooks import Deny


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.split("\x00", 1)[0]          # never let a NUL through
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", reason).strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").split("\x00", 1)[0].strip()
    if alternative:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
