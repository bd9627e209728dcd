# Breaks: "something holding whitespace ... comes between the reason and it, before any letter
# of your own words". The separator is chosen from the raw reason (no space added when it
# already ends in whitespace), then the reason is stripped: Deny("no refunds ", "ask billing")
# gives "BLOCKED: no refundsAlternative: ask billing".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    raw = deny.reason
    # avoid a double space when the reason already ends with one
    sep = "" if raw[-1:].isspace() else " "
    reason = _PREFIXES.sub("", raw).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += sep + "Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
