# Breaks: "only when the Deny has an alternative that is not blank (by str.strip()), that
# alternative as it is". The optional value goes through str() and is compared with "None",
# so a real alternative spelled "None" is dropped: Deny("no refunds", "None") gives
# "BLOCKED: no refunds" instead of "BLOCKED: no refunds Alternative: None".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = str(deny.alternative).strip()
    if alternative and alternative != "None":
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
