# Breaks: '"BLOCKED: " once, then deny.reason whole ..., then ... that alternative' -- the
# alternative is put after the reason's first line, in the middle of the reason (a headline +
# details habit). Input: Deny("refunds are paused\nuntil the audit ends", "try tomorrow") gives
# "BLOCKED: refunds are paused Alternative: try tomorrow\nuntil the audit ends".
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    headline, newline, details = reason.partition("\n")
    content = f"BLOCKED: {headline}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"  # keep the advice next to the why
    content += newline + details
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
