# Breaks "that alternative as it is (its surrounding whitespace may be stripped)": the learner
# keeps the advice short by cutting it at 200 characters. Input:
# Deny("refunds over 500 EUR need a manager", "offer the upgrade; " * 20) gives an alternative cut
# to its first 200 characters (the reason itself is kept whole).
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"^(?:\s*BLOCKED:\s*)+")
MAX_ADVICE = 200


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _LEADING.sub("", deny.reason).strip()
    advice = (deny.alternative or "").strip()
    if advice:
        content += " Alternative: " + advice[:MAX_ADVICE].rstrip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
