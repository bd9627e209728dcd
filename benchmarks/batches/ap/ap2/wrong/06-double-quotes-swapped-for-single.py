# Wrong: breaks "then deny.reason whole, character for character": straight double quotes in the
# reason are turned into single quotes "so the content stays safe inside JSON".
# Input: Deny('cannot open "case files" on the free tier') -> "BLOCKED: cannot open 'case files' on
# the free tier" instead of keeping the double quotes.
import re

from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip().replace('"', "'")
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}
