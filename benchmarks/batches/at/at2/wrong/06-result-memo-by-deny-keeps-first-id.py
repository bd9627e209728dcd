# Breaks '"tool_use_id" (the one given, exactly ...)': results are memoised per Deny (a
# frozen, hashable value) and copied out, so the same Deny used for a second call,
# synthetic_error_result("toolu_02", d) after ("toolu_01", d), answers "toolu_01".
# Every result is a fresh dict, and right for the first id each Deny is used with.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_BY_DENY = {}


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    cached = _BY_DENY.get(deny)
    if cached is None:
        content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
        if deny.alternative and deny.alternative.strip():
            content += " Alternative: " + deny.alternative.strip()
        cached = _BY_DENY[deny] = {
            "type": "tool_result",
            "tool_use_id": tool_use_id,
            "is_error": True,
            "content": content,
        }
    return dict(cached)
