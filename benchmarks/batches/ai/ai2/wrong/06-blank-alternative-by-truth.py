# Wrong: breaks "only when the Deny has an alternative that is not blank (by str.strip())" and "for a
# blank one, either nothing or your label with nothing but spaces after it passes (not the blank's
# own whitespace)". Deny("deploy running", "\n\t") gives "BLOCKED: deploy running Alternative: \n\t":
# the alternative is tested by truth, not by strip(), and appended raw. None and "" come out right.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative:
        content += " Alternative: " + deny.alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
