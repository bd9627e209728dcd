# Breaks "then `deny.reason` whole, character for character": a backslash followed by n in the
# reason is turned into a real line break (to "unescape" reasons read from config files).
# Input: Deny(r"files under C:\new are read-only.") -> content holds "C:" + "\n" + "ew ...".
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.replace("\\n", "\n")  # reasons from YAML/JSON config keep "\n" literal
    reason = _PREFIXES.sub("", reason).strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
