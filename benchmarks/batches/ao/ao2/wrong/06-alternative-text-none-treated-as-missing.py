# Breaks "then, only when the Deny has an alternative that is not blank (by str.strip()),
# that alternative as it is": the alternative goes through str() first, so
# Deny("refunds are closed.", "None") is taken for a missing one and dropped.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = str(deny.alternative).strip()  # None and "" both become "nothing to add"
    if alternative and alternative != "None":
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
