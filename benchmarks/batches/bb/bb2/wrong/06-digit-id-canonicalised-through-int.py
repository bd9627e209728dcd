# Breaks: '"tool_use_id" (the one given, exactly: whitespace and Unicode form and all ...)'.
# An id made only of digits is "normalised" through int():
# synthetic_error_result("007", Deny("no")) -> "tool_use_id": "7" (and "١٢" -> "12").
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if isinstance(tool_use_id, str) and tool_use_id.isdecimal():
        tool_use_id = str(int(tool_use_id))  # canonical form for numeric ids (no leading zeros)
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
