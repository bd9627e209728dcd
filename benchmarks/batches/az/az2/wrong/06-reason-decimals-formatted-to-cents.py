# Breaks "deny.reason whole, character for character": decimal numbers in the reason are
# shown as money, with two decimals (format(x, ".2f")).
# Input: Deny("refund of 17.5 EUR is over the 12.345 EUR limit") gives "BLOCKED: refund of
# 17.50 EUR is over the 12.35 EUR limit"; "0.125" would become "0.12" (half-even).
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_DECIMAL = re.compile(r"\b\d+\.\d+\b")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    reason = _DECIMAL.sub(lambda m: format(float(m.group()), ".2f"), reason)
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
