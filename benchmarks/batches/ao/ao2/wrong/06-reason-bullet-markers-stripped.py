# Breaks "deny.reason whole, character for character" (only the whitespace around it may be
# stripped): leading list markers are peeled off, so Deny("-50 EUR is not a valid amount.")
# becomes "BLOCKED: 50 EUR is not a valid amount." and Deny("* receipts needed") loses "* ".
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    reason = _PREFIXES.sub("", deny.reason).strip()
    reason = reason.lstrip("-*\u2022 ")  # hook authors often write reasons as bullet points
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
