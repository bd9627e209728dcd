# Wrong: "deny.reason whole, character for character". Two-space sentence breaks are tidied to
# one (a typewriter habit): Deny("Refunds are closed.  Try tomorrow.") gives "BLOCKED: Refunds
# are closed. Try tomorrow." A single run of spaces elsewhere ("a  b") is left alone.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_WIDE_BREAK = re.compile(r"([.!?])  +")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _WIDE_BREAK.sub(r"\1 ", _PREFIXES.sub("", deny.reason).strip())
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
