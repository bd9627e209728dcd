# Breaks: "tool_use_id (the one given, exactly: whitespace and Unicode form and all, one of
# only whitespace too ...)". It checks the id against the API's pattern [a-zA-Z0-9_-]+ and
# raises otherwise. Input: synthetic_error_result("toolu 01", Deny("no")) or an id "toolu_é"
# or "   " raises ValueError instead of echoing the id.
import re

from toolhooks import Deny  # noqa: F401

_ID = re.compile(r"[a-zA-Z0-9_-]+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not _ID.fullmatch(tool_use_id):
        raise ValueError(f"malformed tool_use_id {tool_use_id!r}")
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
