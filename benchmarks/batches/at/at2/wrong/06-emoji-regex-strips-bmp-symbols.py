# Breaks "deny.reason whole, character for character (non-ASCII too ...)": an emoji filter
# whose ranges include the BMP symbol blocks removes U+2600-U+27BF, so
# Deny("\u26a0 refunds frozen \u2713 until 04:00") loses the warning sign and check mark.
# Letters in any script (é, ü, 中) are kept.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_EMOJI = re.compile("[\u2600-\u27bf\U0001f300-\U0001faff\ufe0f]")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _EMOJI.sub("", _PREFIXES.sub("", deny.reason)).strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
