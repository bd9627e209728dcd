# Wrong: breaks "a new plain dict per call (not cached, not shared)". A module-level template is
# filled in and returned: a = synthetic_error_result("toolu_a", Deny("x")) then
# b = synthetic_error_result("toolu_b", Deny("y")) gives a is b, and a["tool_use_id"] == "toolu_b".
# Each single call returns the right keys and values.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_RESULT = {"type": "tool_result", "tool_use_id": None, "is_error": True, "content": None}


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    _RESULT["tool_use_id"] = tool_use_id
    _RESULT["content"] = content
    return _RESULT
