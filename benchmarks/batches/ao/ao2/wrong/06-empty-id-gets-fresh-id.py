# Breaks "an empty one, which the API never sends, comes back "" or raises ValueError or
# TypeError, never a new id": synthetic_error_result("", Deny("free tier cannot open cases"))
# returns a made-up "toolu_..." id instead of "" or an error.
import re
import uuid

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:  # keep the result valid for the API: give it an id of its own
        tool_use_id = "toolu_" + uuid.uuid4().hex[:24]
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
