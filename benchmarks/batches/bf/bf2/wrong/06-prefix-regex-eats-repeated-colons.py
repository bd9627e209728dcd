# Breaks: "deny.reason whole, character for character ... without any BLOCKED: prefix of its own
# (... the prefix is BLOCKED: exactly ...)". The regex's `:+` also eats a colon that belongs to the reason.
# Input: synthetic_error_result("toolu_01", Deny("BLOCKED:: refunds are paused")) gives content
# "BLOCKED: refunds are paused"; the text asks for "BLOCKED: : refunds are paused".
import re

from toolhooks import Deny  # noqa: F401  (the type this takes)

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:+\s*)+")  # tolerate "BLOCKED::" typos too


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
