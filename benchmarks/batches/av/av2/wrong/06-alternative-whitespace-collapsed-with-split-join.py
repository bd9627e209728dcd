# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)" -- the
# alternative's own tabs, line breaks and double spaces are folded into single spaces.
# Input: Deny("refunds are paused.", "call the desk\n  or write to billing") gives
# "... Alternative: call the desk or write to billing" instead of the alternative's own text.
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = f"BLOCKED: {reason}"
    # Tidy the advice into one line: "split() then join" also drops a blank alternative.
    alternative = " ".join((deny.alternative or "").split())
    if alternative:
        content += f" Alternative: {alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
