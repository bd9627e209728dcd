# Breaks: "then `deny.reason` whole, character for character". The reason is URL-unquoted (as if it
# came from a policy service's query string). Input: Deny("path /tmp/a%20b is outside the sandbox")
# gives "BLOCKED: path /tmp/a b is outside the sandbox"; "100%25 sure" would become "100% sure".
import re
from urllib.parse import unquote

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIX.sub("", unquote(deny.reason)).strip()
    text = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
