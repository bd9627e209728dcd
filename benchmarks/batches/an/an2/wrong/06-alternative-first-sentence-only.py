# Breaks: "then, only when the Deny has an alternative that is not blank ..., that alternative as
# it is". Keeps only the alternative's first sentence. Input:
#   synthetic_error_result("toolu_01", Deny("free tier", "Offer the FAQ. If they insist, escalate."))
#   -> "BLOCKED: free tier Alternative: Offer the FAQ." (the second sentence is lost).
import re

from toolhooks import Deny  # noqa: F401

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative.strip() if deny.alternative else ""
    if alternative:
        # one actionable suggestion is enough for the model
        content += " Alternative: " + _SENTENCE_END.split(alternative, maxsplit=1)[0]
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
