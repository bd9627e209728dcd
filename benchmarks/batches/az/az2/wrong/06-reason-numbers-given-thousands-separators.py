# Breaks "deny.reason whole, character for character": integers of five digits or more in
# the reason are given thousands separators so the model reads amounts easily.
# Input: Deny("refunds above 10000 EUR need approval") gives "BLOCKED: refunds above
# 10,000 EUR need approval" (the notebook's reasons hold no such number).
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_BIG_INT = re.compile(r"(?<![\d.,])\d{5,}(?![\d.,])")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    reason = _BIG_INT.sub(lambda m: f"{int(m.group()):,}", reason)
    content = f"BLOCKED: {reason}"
    if deny.alternative is not None and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
