# Breaks "then `deny.reason` whole, character for character (... its tabs, line breaks ... and
# indentation ...)": trailing whitespace is trimmed from every line of the reason (and "\r\n" loses
# its "\r" with it). Input: Deny("refunds are closed today.  \nAsk again tomorrow.")
# -> "...closed today.\nAsk again tomorrow." (the two spaces before the line break are gone).
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    reason = "\n".join(line.rstrip() for line in reason.split("\n"))  # no trailing spaces
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
