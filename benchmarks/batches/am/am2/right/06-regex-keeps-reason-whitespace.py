# Right: keeps the reason character for character, its own surrounding whitespace too (allowed),
# removing only the leading run of exact "BLOCKED:" marks with the spaces around each (re.match at
# the start, a thousand too); a non-blank alternative follows " -- try: " stripped. An empty id
# raises ValueError; the dict is new each call, four keys, is_error the bool True.
import re

from toolhooks import Deny  # noqa: F401

_LEADING_MARKS = re.compile(r"(?:[ \t]*BLOCKED:[ \t]*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not tool_use_id:
        raise ValueError("tool_use_id is empty")
    reason = deny.reason
    marks = _LEADING_MARKS.match(reason)
    if marks is not None:
        reason = reason[marks.end():]
    content = "BLOCKED: " + reason
    if deny.alternative is not None and not deny.alternative.isspace() and deny.alternative:
        content += " -- try: " + deny.alternative.strip()
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = content
    return result
