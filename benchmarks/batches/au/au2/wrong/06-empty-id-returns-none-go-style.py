# Breaks: "an empty one ... comes back "" or raises ValueError or TypeError, never a new id"
# and "a new plain dict per call". Go habit: a bad argument is signalled by a nil result, not
# raised. Input: synthetic_error_result("", Deny("free tier")) -> None (no dict, no exception).
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:
        return None  # nothing to answer: the caller checks for None
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:"):]
    content = "BLOCKED: " + reason.strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
