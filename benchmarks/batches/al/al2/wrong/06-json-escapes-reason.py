# Breaks "then `deny.reason` whole, character for character (non-ASCII too, its tabs, line
# breaks ...)": the learner JSON-escapes the reason "because the result travels as JSON".
# Input: Deny('the "refund" tool is closed on Sundays') gives content
# 'BLOCKED: the \\"refund\\" tool is closed on Sundays' (backslashes added before the quotes).
import json
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def _safe(text):
    return json.dumps(text, ensure_ascii=False)[1:-1]  # escape quotes, keep accents


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _safe(_LEADING.sub("", deny.reason).strip())
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
