# Breaks "then deny.reason whole, character for character ... every leading BLOCKED: goes,
# with or without spaces before or after it": the prefix is recognised as "BLOCKED:" but cut
# as len("BLOCKED: "), so Deny("BLOCKED:Deploy running") gives "BLOCKED: eploy running"
# (the reason's first letter is lost). Right whenever the prefix is followed by one space.
from toolhooks import Deny

_PREFIX = "BLOCKED: "


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len(_PREFIX):].strip()
    content = _PREFIX + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
