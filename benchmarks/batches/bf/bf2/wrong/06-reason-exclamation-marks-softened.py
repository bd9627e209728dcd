# Breaks: "then deny.reason whole, character for character". Every "!" in the reason becomes "."
# to keep the denial calm.
# Input: Deny("Refunds are frozen!") gives "BLOCKED: Refunds are frozen." instead of
# "BLOCKED: Refunds are frozen!".
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    reason = reason.replace("!", ".")  # a shouting denial makes the model argue
    content = "BLOCKED: " + reason
    alternative = deny.alternative.strip() if deny.alternative else ""
    if alternative:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
