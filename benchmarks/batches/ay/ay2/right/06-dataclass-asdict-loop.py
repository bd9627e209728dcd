# Right: dataclasses.asdict builds a fresh plain dict each call with exactly the four keys; is_error is the bool
# True; a loop drops every leading BLOCKED: (spaces before/after too) and keeps the rest of the reason as it is;
# the alternative is added after a space only when str.strip() leaves something; the id is passed through
# untouched, and an empty one raises ValueError.
from dataclasses import asdict, dataclass

from toolhooks import Deny  # noqa: F401

_LABEL = "BLOCKED:"


@dataclass
class _ToolResult:
    type: str
    tool_use_id: str
    is_error: bool
    content: str


def _without_prefixes(reason):
    text = reason.lstrip()
    while text.startswith(_LABEL):
        text = text[len(_LABEL):].lstrip(" ")
    return text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if tool_use_id == "":
        raise ValueError("a tool_result needs the id of the tool_use it answers")
    content = "BLOCKED: " + _without_prefixes(deny.reason)
    advice = deny.alternative
    if advice is not None and advice.strip():
        content += " Alternative: " + advice.strip()
    return asdict(_ToolResult("tool_result", tool_use_id, True, content))
