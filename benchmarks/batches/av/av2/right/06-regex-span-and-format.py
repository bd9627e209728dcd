# Right: the leading run of "BLOCKED:" marks (any count, spaces around them) is measured with one
# anchored match and sliced off; nothing else of the reason changes except outer whitespace;
# a non-blank alternative (str.strip) comes after " -- instead: " (whitespace first), None/""/blank
# add nothing; a fresh plain dict with exactly the four keys, id untouched, is_error True.
import re

from toolhooks import Deny  # noqa: F401

_LEADING_MARKS = re.compile(r"(?:\s*BLOCKED:)*\s*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    start = _LEADING_MARKS.match(deny.reason).end()
    text = "BLOCKED: {}".format(deny.reason[start:].rstrip())
    advice = (deny.alternative or "").strip()
    if advice:
        text = "{} -- instead: {}".format(text, advice)
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = text
    return result
