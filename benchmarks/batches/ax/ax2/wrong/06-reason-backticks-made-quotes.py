# Breaks: "then `deny.reason` whole, character for character". Backticks are swapped for single
# quotes (to keep the model's markdown tidy). Input: Deny("`rm -rf` is never allowed") gives
# "BLOCKED: 'rm -rf' is never allowed".
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIX.sub("", deny.reason).strip().replace("`", "'")
    text = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        text = f"{text} Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
