# Breaks: '"tool_use_id" (the one given, exactly: whitespace and Unicode form and all ...)'.
# The id is URL-unquoted "to be safe": synthetic_error_result("toolu%2001", Deny("no"))
# -> "tool_use_id": "toolu 01"; "a%C3%A9" -> "aé".
from urllib.parse import unquote

from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    tool_use_id = unquote(tool_use_id)  # ids that went through a webhook URL come back encoded
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
