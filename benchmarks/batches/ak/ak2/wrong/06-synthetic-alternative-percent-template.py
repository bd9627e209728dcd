# Breaks: "then, only when the Deny has an alternative that is not blank, that alternative as it
# is". The alternative is pasted into a %-template that is then filled with the reason. Input:
# Deny("refund too large", "offer a 10% discount") raises TypeError ("% d" is read as a format),
# and Deny("no", "100% refund needs a manager") raises too.
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    template = "BLOCKED: %s"
    if deny.alternative is not None and deny.alternative.strip():
        template += " Alternative: " + deny.alternative.strip()
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": template % reason,
    }
