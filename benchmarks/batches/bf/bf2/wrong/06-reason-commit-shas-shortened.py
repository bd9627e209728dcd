# Breaks: "then deny.reason whole, character for character ... however long". Full 40-hex git
# commit ids in the reason are shortened to 7 characters, as `git log --oneline` does.
# Input: Deny("deploy 3f2c1a9b8e7d6c5b4a3928171615141312111009 is still running") gives
# "BLOCKED: deploy 3f2c1a9 is still running".
import re

from toolhooks import Deny  # noqa: F401

_SHA = re.compile(r"\b([0-9a-f]{7})[0-9a-f]{33}\b")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:"):]
    reason = _SHA.sub(r"\1", reason.strip())
    content = "BLOCKED: " + reason
    if deny.alternative and not deny.alternative.isspace():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
