# Breaks "every leading `BLOCKED:` goes ... with or without spaces before or after it": only
# "BLOCKED: " with its space is recognised, so a prefix glued to the reason stays.
# Input: Deny("BLOCKED:free tier cannot open case files.")
# -> "BLOCKED: BLOCKED:free tier cannot open case files." (the prefix written twice).
from toolhooks import Deny

PREFIX = "BLOCKED: "


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith(PREFIX):
        reason = reason.removeprefix(PREFIX).strip()
    content = PREFIX + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
