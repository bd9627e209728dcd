# Wrong: breaks "for a blank one, either nothing or your label with nothing but spaces after it
# passes": a Deny whose alternative is blank gets a made-up piece of advice after the label.
# Input: Deny("free tier cannot open case files", "   ") -> content ends "Alternative: ask a human
# operator for help." instead of ending after the reason (or after a bare label).
from toolhooks import Deny  # noqa: F401

_FALLBACK = "ask a human operator for help."


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative:  # "" and None: nothing to say
        # the hook meant to give advice but left it blank: never leave the model stuck
        content += " Alternative: " + (alternative.strip() or _FALLBACK)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}
