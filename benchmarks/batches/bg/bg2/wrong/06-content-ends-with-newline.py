# Breaks "For an alternative that is `None` or `""`, nothing follows the reason, not a space
# nor a full stop": a multi-line content is ended with a newline, like a text file.
# Input: synthetic_error_result("toolu_01", Deny("no refunds today\nthe desk is closed"))
# -> content "BLOCKED: no refunds today\nthe desk is closed\n" (one-line reasons are fine).
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:)+\s*")


def synthetic_error_result(tool_use_id, deny):
    if tool_use_id == "":
        raise ValueError("empty tool_use_id")
    content = "BLOCKED: " + _PREFIX.sub("", deny.reason).strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    if "\n" in content and not content.endswith("\n"):
        content += "\n"  # a multi-line text ends with a newline, as files do
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
