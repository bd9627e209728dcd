# Breaks: "then `deny.reason` whole, character for character". Removes ANSI colour sequences (as
# from a CLI policy tool). Input: Deny("\x1b[31mdeploy running\x1b[0m") gives
# "BLOCKED: deploy running" instead of "BLOCKED: \x1b[31mdeploy running\x1b[0m".
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIX.sub("", _ANSI.sub("", deny.reason)).strip()
    parts = ["BLOCKED: " + reason]
    alternative = (deny.alternative or "").strip()
    if alternative:
        parts.append("Alternative: " + alternative)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": " ".join(parts)}
