# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)": no-break spaces inside the
# advice are turned into plain spaces ("so the chat UI can wrap it"); the reason is left alone.
# Input: Deny("free tier", "call 0800\u00a0123\u00a0456 for an upgrade") gives
# "... Alternative: call 0800 123 456 for an upgrade" (U+00A0 replaced inside the alternative).
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    advice = (deny.alternative or "").strip()
    if advice:
        content += " Alternative: " + advice.replace("\u00a0", " ")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
