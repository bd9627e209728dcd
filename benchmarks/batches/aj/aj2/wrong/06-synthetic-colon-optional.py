# Breaks "the prefix is `BLOCKED:` exactly, so a reason starting ... another label keeps it" and
# "deny.reason whole": the regex makes the colon optional, so a leading word BLOCKED goes too.
# Input: Deny("BLOCKED senders cannot receive refunds.")
# -> "BLOCKED: senders cannot receive refunds." instead of "BLOCKED: BLOCKED senders cannot ...".
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:?\s*)+")  # "BLOCKED:" or a bare "BLOCKED"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
