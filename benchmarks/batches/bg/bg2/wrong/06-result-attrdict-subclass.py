# Breaks "Returns: a new plain `dict` per call": the result is a dict subclass with
# attribute access (a habit from config/JSON libraries). Input: synthetic_error_result(
# "toolu_01", Deny("free tier", "offer the FAQ")) -> type(result) is ToolResult, not dict,
# though every key and value is right.
import re

from toolhooks import Deny  # noqa: F401  (as the notebook imports it)

_PREFIX = re.compile(r"^(?:\s*BLOCKED:)+\s*")


class ToolResult(dict):
    """A dict you can also read as result.content, result.is_error, ..."""

    __getattr__ = dict.__getitem__


def synthetic_error_result(tool_use_id, deny):
    if tool_use_id == "":
        raise ValueError("a tool_result needs the tool_use id it answers")
    content = "BLOCKED: " + _PREFIX.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += " Alternative: " + alternative.strip()
    return ToolResult(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=content)
