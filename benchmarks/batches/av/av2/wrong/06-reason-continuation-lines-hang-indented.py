# Breaks: "then deny.reason whole, character for character (... its tabs, line breaks ... and
# indentation ...)" -- every line after the first is indented to line up under the text after
# "BLOCKED: ". Input: Deny("refunds are paused\nuntil the audit ends") gives
# "BLOCKED: refunds are paused\n         until the audit ends".
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_PREFIX = "BLOCKED: "


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    hang = "\n" + " " * len(_PREFIX)  # continuation lines line up under the reason
    content = _PREFIX + reason.replace("\n", hang)
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
