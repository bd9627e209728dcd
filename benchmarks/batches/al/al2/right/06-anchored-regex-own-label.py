# Right: one regex anchored with \A (no MULTILINE, so only the very start) removes every leading
# "BLOCKED:" with the whitespace around it, a thousand too, in one pass; the reason is otherwise
# untouched apart from its surrounding whitespace; a non-blank alternative (by strip()) follows a
# space and my own label "Instead:"; nothing follows otherwise; a new dict with four keys each call.
import re

from toolhooks import Deny  # noqa: F401

_MARKS = re.compile(r"\A(?:\s*BLOCKED:)+\s*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _MARKS.sub("", deny.reason, count=1).strip()
    alternative = (deny.alternative or "").strip()
    content = "BLOCKED: " + reason + (f" Instead: {alternative}" if alternative else "")
    return {"content": content, "is_error": True, "tool_use_id": tool_use_id, "type": "tool_result"}
