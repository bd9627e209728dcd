# Breaks: "deny.reason whole, character for character (... its tabs, line breaks ... and
# indentation ...)". Every line of the reason is left-stripped (for reasons written in indented
# triple-quoted strings): Deny("cannot deploy:\n  - window closed\n  - freeze on") loses the
# "  " before each "- ", only the whitespace around the whole reason may go.
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("synthetic_error_result needs the id of the tool_use it answers")
    reason = _PREFIXES.sub("", deny.reason).strip()
    if "\n" in reason:  # hooks write long reasons as indented docstring-like text
        reason = "\n".join(line.lstrip() for line in reason.split("\n"))
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
