# Breaks "deny.reason whole, character for character": 24-hour clock times in the reason are
# humanised to a 12-hour clock for the model (the alternative is left alone).
# Input: Deny("deploy running until 16:30") gives "BLOCKED: deploy running until 4:30 PM";
# Deny("deploy running until 04:00") gives "... until 4:00 AM".
import re
from datetime import time

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_CLOCK = re.compile(r"\b([01]\d|2[0-3]):([0-5]\d)\b")


def _twelve_hour(match):
    moment = time(int(match.group(1)), int(match.group(2)))
    return moment.strftime("%I:%M %p").lstrip("0")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _CLOCK.sub(_twelve_hour, _PREFIXES.sub("", deny.reason).strip())
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
