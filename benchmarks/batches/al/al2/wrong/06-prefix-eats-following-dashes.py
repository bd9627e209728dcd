# Breaks "then `deny.reason` whole ... without any `BLOCKED:` prefix of its own (...; the prefix
# is `BLOCKED:` exactly ...)": the prefix pattern also eats dashes and colons after it, for
# "BLOCKED - x" or "BLOCKED:: x" styles. Input: Deny("BLOCKED: -1 EUR is not a valid amount")
# gives "BLOCKED: 1 EUR is not a valid amount" (the reason's minus sign is gone).
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"^(?:\s*BLOCKED:[\s:\-\u2013\u2014]*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
