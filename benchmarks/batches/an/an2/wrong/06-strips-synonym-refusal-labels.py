# Breaks: "the prefix is `BLOCKED:` exactly, so a reason starting ... another label such as
# `ERROR:` keeps it". Treats DENIED:/REFUSED: as synonyms of the prefix and strips them too.
# Input: synthetic_error_result("toolu_01", Deny("DENIED: refunds need a manager"))
#   -> content "BLOCKED: refunds need a manager", not "BLOCKED: DENIED: refunds need a manager".
import re

from toolhooks import Deny  # noqa: F401  (the notebook's import)

# any refusal label at the start: the synthetic result says BLOCKED: once, so drop the others
_LEADING_REFUSAL_LABELS = re.compile(r"^(?:\s*(?:BLOCKED|DENIED|REFUSED):\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING_REFUSAL_LABELS.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
