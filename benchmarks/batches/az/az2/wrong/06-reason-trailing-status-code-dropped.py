# Breaks "deny.reason whole, character for character": a trailing status code in brackets,
# such as "(403)" or "[E42]", is dropped as noise for the model.
# Input: Deny("only admins may delete accounts (403)") gives "BLOCKED: only admins may
# delete accounts".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_STATUS = re.compile(r"\s*[(\[][A-Z]{0,3}\d{2,4}[)\]]$")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _STATUS.sub("", _PREFIXES.sub("", deny.reason).strip())
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
