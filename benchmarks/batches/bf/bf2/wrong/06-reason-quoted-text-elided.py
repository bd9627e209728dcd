# Breaks: "then deny.reason whole, character for character". Quoted text in the reason is
# replaced by '…' (so model-written input is never echoed back).
# Input: Deny("cannot open 'secrets.txt'") gives "BLOCKED: cannot open '…'" instead of
# "BLOCKED: cannot open 'secrets.txt'".
import re

from toolhooks import Deny  # noqa: F401

_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason.removeprefix("BLOCKED:").strip()
    reason = _QUOTED.sub("'…'", reason)
    parts = ["BLOCKED:", reason]
    alternative = (deny.alternative or "").strip()
    if alternative:
        parts += ["Alternative:", alternative]
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": " ".join(parts)}
