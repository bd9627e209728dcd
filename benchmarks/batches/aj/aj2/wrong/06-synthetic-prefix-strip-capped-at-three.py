# Breaks "every leading `BLOCKED:` goes, a thousand too": the loop that removes prefixes is
# bounded at three passes (a guard against looping forever), so a fourth prefix stays.
# Input: Deny("BLOCKED: " * 5 + "no refunds.") -> "BLOCKED: BLOCKED: BLOCKED: no refunds."
from toolhooks import Deny

_MAX_PREFIXES = 3


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    for _ in range(_MAX_PREFIXES):
        if not reason.startswith("BLOCKED:"):
            break
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
