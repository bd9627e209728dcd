# Breaks "then deny.reason whole ... another label ... keeps it": after the BLOCKED:
# prefixes, a leading "Reason:" label is dropped too (hooks that wrote "BLOCKED: Reason: ..."),
# so Deny("Reason: unknown account") gives "BLOCKED: unknown account". The ERROR: label the
# text names is kept; only "Reason:" goes.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_REASON_LABEL = re.compile(r"^Reason:\s*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _REASON_LABEL.sub("", _PREFIXES.sub("", deny.reason).strip())
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
