# Breaks: "deny.reason whole, character for character" (only whitespace around it may go).
# After the prefixes are removed, leftover colons are trimmed with strip(" :"), which also eats
# the reason's own: Deny("refused for these tools:") gives "BLOCKED: refused for these tools".
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("synthetic_error_result needs the id of the tool_use it answers")
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    reason = reason.strip(" :")  # tidy what the prefix left behind (": :" and the like)
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
