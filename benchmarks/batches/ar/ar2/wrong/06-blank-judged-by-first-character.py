# Breaks: "only when the Deny has an alternative that is not blank (by str.strip())". Blankness
# is judged by the first character, so an alternative with leading whitespace is dropped:
# Deny("no refunds", " ask billing") or Deny("no refunds", "\nask billing") gives "BLOCKED: no refunds".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative and not alternative[0].isspace():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
