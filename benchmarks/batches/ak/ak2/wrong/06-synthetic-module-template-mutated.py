# Breaks: "a new plain dict per call (not cached, not shared)". One module-level dict is
# filled in and returned on every call. Input: a = f("toolu_a", Deny("x")); b = f("toolu_b",
# Deny("y")) -> a is b, and a["tool_use_id"] is now "toolu_b".
from toolhooks import Deny  # noqa: F401

_RESULT = {"type": "tool_result", "tool_use_id": "", "is_error": True, "content": ""}


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    result = _RESULT
    result["tool_use_id"] = tool_use_id
    result["content"] = content
    return result
