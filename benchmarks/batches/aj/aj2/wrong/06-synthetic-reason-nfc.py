# Breaks "then `deny.reason` whole, character for character (non-ASCII too ...)": the reason is
# NFC-normalised, so a decomposed accent is composed.
# Input: Deny("cafe\u0301 refunds are closed.") -> content holds "caf\u00e9", not "cafe\u0301".
import re
import unicodedata

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = unicodedata.normalize("NFC", deny.reason)  # one spelling for the model
    reason = _PREFIXES.sub("", reason).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
