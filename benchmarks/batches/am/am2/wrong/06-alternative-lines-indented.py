# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)". A
# multi-line alternative is indented under its label: Deny("no refunds", "call the desk\nor
# email billing") ends "Alternative: call the desk\n    or email billing" instead of
# "... call the desk\nor email billing".
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
        # keep a long alternative readable: its later lines sit under the label
        lines = alternative.strip().splitlines()
        content += " Alternative: " + "\n    ".join(lines)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
