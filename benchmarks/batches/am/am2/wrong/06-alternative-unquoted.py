# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)". Quotes a
# hook put around its alternative are taken off with the whitespace: Deny("free tier",
# '"offer the FAQ"') ends 'Alternative: offer the FAQ' instead of 'Alternative: "offer the
# FAQ"'; an alternative ending in a quoted word ('say "upgrade"') loses its closing quote.
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("synthetic_error_result needs the id of the tool_use it answers")
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip().strip("\"'")  # the label quotes it
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
