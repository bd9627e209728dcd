# Breaks: "then `deny.reason` whole, character for character". Markdown links in the reason are
# flattened to their text (the model cannot open URLs anyway). Input: Deny("see [policy 4.2]"
# "(https://wiki.example/p42) for refunds") gives "BLOCKED: see policy 4.2 for refunds".
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_LINK = re.compile(r"\[([^\]]+)\]\([^)\s]+\)")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LINK.sub(r"\1", _PREFIX.sub("", deny.reason).strip())
    text = "BLOCKED: " + reason
    if deny.alternative and not deny.alternative.isspace():
        text += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
