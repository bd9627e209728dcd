# Breaks: "then `deny.reason` whole, character for character (non-ASCII too ...)". Replaces the
# no-break spaces a reason may hold (copied from a web page) with plain spaces. Input:
#   synthetic_error_result("toolu_01", Deny("refunds above 50\u00a0EUR need a manager"))
#   -> content holds "50 EUR" (U+0020) where the reason has "50\u00a0EUR".
from toolhooks import Deny  # noqa: F401


def _plain_spaces(text):
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _plain_spaces(deny.reason).strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[8:].strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + _plain_spaces(deny.alternative).strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
