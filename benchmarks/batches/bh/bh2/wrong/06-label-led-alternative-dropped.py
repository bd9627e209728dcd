# Breaks: "then, only when the Deny has an alternative that is not blank ..., that alternative as
# it is ..., even one starting `BLOCKED:` or `Alternative:`". An alternative that starts with a
# label is taken for a malformed one and dropped: Deny("free tier", "Alternative: offer the FAQ")
# and Deny("free tier", "BLOCKED: ask again after 04:00") both give just "BLOCKED: free tier".
from toolhooks import Deny

_LABELS = ("BLOCKED:", "Alternative:")


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip()
    if alternative and not alternative.startswith(_LABELS):
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
