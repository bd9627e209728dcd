# Breaks "then, only when the `Deny` has an alternative that is not blank (by `str.strip()`),
# that alternative as it is": the learner drops an alternative with no letter in it as "empty".
# Input: Deny("refunds over 500 EUR need a person", "0800 123 456") gives
# "BLOCKED: refunds over 500 EUR need a person" (the phone number is dropped).
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip()
    if any(ch.isalpha() for ch in alternative):  # an alternative has to say something
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
