# Breaks "without any `BLOCKED:` prefix of its own (every leading `BLOCKED:` goes ...)" for a
# reason of several lines: the fullmatch's `.*?` has no re.DOTALL, so a multi-line reason falls
# back to the reason as it is. Input: Deny("BLOCKED: refunds are closed\nuntil Monday") gives
# "BLOCKED: BLOCKED: refunds are closed\nuntil Monday" (one-line reasons come out right).
import re

from toolhooks import Deny  # noqa: F401

_SHAPE = re.compile(r"\s*(?:BLOCKED:\s*)*(.*?)\s*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    match = _SHAPE.fullmatch(deny.reason)
    reason = match.group(1) if match else deny.reason.strip()
    parts = ["BLOCKED: " + reason]
    alternative = (deny.alternative or "").strip()
    if alternative:
        parts.append("Alternative: " + alternative)
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": " ".join(parts),
    }
