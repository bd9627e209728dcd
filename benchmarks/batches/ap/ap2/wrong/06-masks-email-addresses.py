# Wrong: breaks "then deny.reason whole, character for character": e-mail addresses in the reason
# are masked before the model sees them (a logging/privacy habit).
# Input: Deny("refunds go only to the account's own address, not bob@example.com") -> the content
# says "not [redacted email]" instead of the reason as written.
import re

from toolhooks import Deny  # noqa: F401

_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    reason = _EMAIL.sub("[redacted email]", reason)  # never echo personal data to the model
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}
