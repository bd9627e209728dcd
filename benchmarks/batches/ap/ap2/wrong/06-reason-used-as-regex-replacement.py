# Wrong: breaks "deny.reason whole, character for character": the reason is the *replacement* of a
# re.sub into a template, so its backslash escapes are interpreted (\n -> line break, \t -> tab;
# \d raises re.error). Input: Deny(r"path C:\new\table is read-only") -> the content holds a real
# line break and tab instead of the backslashes.
import re

from toolhooks import Deny  # noqa: F401

TEMPLATE = "BLOCKED: {reason}"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = re.sub(r"\{reason\}", reason, TEMPLATE)
    if deny.alternative is not None and deny.alternative.strip():
        content = content + " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}
