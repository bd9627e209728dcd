# Breaks: "then `deny.reason` whole, character for character (non-ASCII too ...)". The one-character
# ellipsis U+2026 is spelled out as three full stops (ASCII-friendly logs). Input:
# Deny("waiting for approval\u2026") gives "BLOCKED: waiting for approval...".
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIX.sub("", deny.reason.replace("\u2026", "...")).strip()
    alternative = deny.alternative.strip() if deny.alternative else ""
    content = f"BLOCKED: {reason}" + (f" Alternative: {alternative}" if alternative else "")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
