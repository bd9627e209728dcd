# Breaks: "then deny.reason whole, character for character" -- when there is an alternative,
# only the reason's first sentence is kept ("one sentence of why, one of what to do").
# Input: Deny("Refunds are paused. The audit ends Friday.", "try on Monday") gives
# "BLOCKED: Refunds are paused. Alternative: try on Monday".
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_FIRST_SENTENCE = re.compile(r"(.+?[.!?])(?=\s|$)", re.S)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    alternative = (deny.alternative or "").strip()
    if alternative:
        match = _FIRST_SENTENCE.match(reason)
        if match:
            reason = match.group(1)
        content = f"BLOCKED: {reason} Alternative: {alternative}"
    else:
        content = f"BLOCKED: {reason}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
