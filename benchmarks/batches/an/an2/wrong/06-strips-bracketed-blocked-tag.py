# Breaks: "the prefix is `BLOCKED:` exactly, so a reason starting ... another label ... keeps it".
# Also strips a leading "[BLOCKED]" log tag, which is not the prefix.
# Input: synthetic_error_result("toolu_01", Deny("[BLOCKED] by the deploy window"))
#   -> "BLOCKED: by the deploy window", not "BLOCKED: [BLOCKED] by the deploy window".
import re

from toolhooks import Deny  # noqa: F401

# hooks that log in the "[BLOCKED] ..." style and ones that write "BLOCKED: ..." both get one prefix
_MARKERS = re.compile(r"^(?:\s*(?:BLOCKED:|\[BLOCKED\]))+\s*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _MARKERS.sub("", deny.reason).strip()
    parts = ["BLOCKED: " + reason]
    if deny.alternative is not None and deny.alternative.strip():
        parts.append("Alternative: " + deny.alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": " ".join(parts)}
