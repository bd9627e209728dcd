# Breaks: "the prefix is `BLOCKED:` exactly, so a reason starting `blocked:` ... keeps it". Strips
# "Blocked:" (title case, as some hooks write it) as well as "BLOCKED:", though not "blocked:".
# Input: synthetic_error_result("toolu_01", Deny("Blocked: deploy running"))
#   -> "BLOCKED: deploy running", not "BLOCKED: Blocked: deploy running".
from toolhooks import Deny  # noqa: F401

_PREFIXES = ("BLOCKED:", "Blocked:")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith(_PREFIXES):
        reason = reason.split(":", 1)[1].strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
