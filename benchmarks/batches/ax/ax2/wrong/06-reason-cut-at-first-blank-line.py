# Breaks: "then `deny.reason` whole, character for character (... line breaks ...)".
# Keeps only the reason's first paragraph. Input: Deny("refunds above 50 EUR need a manager.\n\n"
# "See policy 4.2.") gives "BLOCKED: refunds above 50 EUR need a manager." (second paragraph lost).
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIX.sub("", deny.reason).strip()
    reason = reason.split("\n\n", 1)[0].rstrip()  # the headline paragraph is what the model needs
    text = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        text += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
