# Breaks "a new plain `dict` per call (not cached, not shared)" and "`"content"` ... then
# `deny.reason`": the text is remembered per tool_use_id, so one id always gets its first answer.
# Input: synthetic_error_result("toolu_01", Deny("deploy running")), then
# synthetic_error_result("toolu_01", Deny("free tier")) gives content "BLOCKED: deploy running".
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_ANSWERED = {}  # one answer per tool_use id, so a retry gets the same text


def _text(deny):
    text = "BLOCKED: " + _LEADING.sub("", deny.reason).strip()
    if deny.alternative is not None and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    return text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = _ANSWERED.setdefault(tool_use_id, _text(deny))
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
