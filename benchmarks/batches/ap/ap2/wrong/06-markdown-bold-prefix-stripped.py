# Wrong: breaks "the prefix is BLOCKED: exactly, so a reason starting ... another label ... keeps
# it" and "deny.reason whole": Markdown emphasis around the mark is treated as the prefix too.
# Input: Deny("**BLOCKED:** refunds are paused") -> expected "BLOCKED: **BLOCKED:** refunds are
# paused", got "BLOCKED: refunds are paused".
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*[*_]*BLOCKED:[*_]*\s*)+")  # models like to bold their labels


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}
