# Breaks '"content", one str: "BLOCKED: " once, then deny.reason' on every call: reading
# "never write the prefix twice" as "once per tool_use_id", a second denial for the same id
# (synthetic_error_result("toolu_01", Deny("a")) twice) comes back "a" with no prefix.
# The first answer for each id is right.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_PREFIXED_IDS = set()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    if tool_use_id in _PREFIXED_IDS:
        content = reason  # this call was already marked BLOCKED once
    else:
        _PREFIXED_IDS.add(tool_use_id)
        content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
