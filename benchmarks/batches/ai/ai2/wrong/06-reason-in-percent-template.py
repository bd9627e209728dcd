# Wrong: breaks '"BLOCKED: " once, then deny.reason whole, character for character'. The reason is
# pasted into a %-template before the alternative is filled in, so a "%" in it is a conversion:
# Deny("100% of the weekly budget is spent", "ask a manager") raises TypeError ("% o" wants an
# integer). Reasons without "%", and any reason when there is no alternative, come out right.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = (deny.alternative or "").strip()
    if alternative:
        content = (content + " Alternative: %s") % alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
