# Right: the label is always written and the whole text right-stripped, so None or "" leaves the
# reason last, a blank alternative leaves "Alternative:" with nothing after it (allowed), and a real
# one ends the text (trailing whitespace trimmed, allowed). Prefixes go by a regex anchored at the
# start, exact case, repeated; four keys in a new dict literal, id echoed, is_error True.
import re

_LEADING_BLOCKED = re.compile(r"\A(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING_BLOCKED.sub("", deny.reason, count=1)
    label = "Alternative: " + deny.alternative if deny.alternative else ""
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": f"BLOCKED: {reason.strip()} {label}".rstrip(),
    }
