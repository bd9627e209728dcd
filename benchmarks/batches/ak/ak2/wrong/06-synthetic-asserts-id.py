# Breaks: "an empty one ... comes back "" or raises ValueError or TypeError, never a new id".
# Input: synthetic_error_result("", Deny("no")) raises AssertionError (an assert guards the
# id), which is neither of the two allowed exceptions.
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    assert tool_use_id, "a tool_result needs the id of the call it answers"
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
