# Breaks: "every leading BLOCKED: goes ... at the very start only". This one also removes a
# BLOCKED: label that opens a later sentence: Deny("Refunds are paused. BLOCKED: ask tomorrow")
# -> "BLOCKED: Refunds are paused. ask tomorrow" (the reason is no longer whole).
import re

from toolhooks import Deny  # noqa: F401

# a label at the start, or right after a sentence end (hooks sometimes paste an earlier refusal)
_LABEL = re.compile(r"(?:^|(?<=[.!?] ))(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LABEL.sub("", deny.reason.strip()).strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip()
    if alternative:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
