# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)". A leading
# "please " is cut from the alternative (the model needs no politeness).
# Input: Deny("refunds over 500 EUR need approval", "please ask a manager") gives
# "BLOCKED: refunds over 500 EUR need approval Alternative: ask a manager".
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip()
    if alternative:
        if alternative.lower().startswith("please "):
            alternative = alternative[len("please "):]
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
