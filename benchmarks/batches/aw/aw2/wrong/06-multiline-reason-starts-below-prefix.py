# Wrong: breaks "`"BLOCKED: "` once, then `deny.reason` whole": a reason of several lines
# is set below the label as a block, so Deny("deploy running:\n- api\n- web") gives
# "BLOCKED:\ndeploy running:\n- api\n- web" (no "BLOCKED: " with its space before the reason).
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIX.sub("", deny.reason).strip()
    separator = "\n" if "\n" in reason else " "  # a block reads better under its label
    content = "BLOCKED:" + separator + reason
    if deny.alternative and deny.alternative.strip():
        content += separator + "Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
