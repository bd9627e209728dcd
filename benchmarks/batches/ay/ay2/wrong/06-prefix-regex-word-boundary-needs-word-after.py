# Breaks: "without any `BLOCKED:` prefix of its own (every leading `BLOCKED:` goes ...)" / "Never write the prefix twice".
# The \b meant to make BLOCKED a whole word also demands a word character right after the prefix's spaces.
# Input: Deny('BLOCKED: "refunds" are off for free tier') gives content 'BLOCKED: BLOCKED: "refunds" are off ...'
# (same for a reason like "BLOCKED: (policy) no refunds" or "BLOCKED: €5 limit reached").
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*\bBLOCKED:\s*\b)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
