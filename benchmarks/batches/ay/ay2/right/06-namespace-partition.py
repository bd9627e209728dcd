# Right: SimpleNamespace(...).__dict__ is a new plain dict each call holding exactly type, tool_use_id (as given;
# an empty one raises ValueError), is_error (True) and content; str.partition peels BLOCKED: off the front
# while it is there (spaces before and after allowed), the reason otherwise untouched (ends stripped); a
# non-blank alternative follows " - instead: ", so whitespace comes before any of my own words.
from types import SimpleNamespace

from toolhooks import Deny  # noqa: F401


def _strip_labels(reason):
    rest = reason
    while True:
        head, found, tail = rest.lstrip(" ").partition("BLOCKED:")
        if found and not head:
            rest = tail
        else:
            return rest.strip()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not tool_use_id:
        raise ValueError("tool_use_id must be the non-empty id of the denied tool_use")
    parts = ["BLOCKED: ", _strip_labels(deny.reason)]
    if deny.alternative and not deny.alternative.isspace():
        parts += [" - instead: ", deny.alternative.strip()]
    return SimpleNamespace(type="tool_result", tool_use_id=tool_use_id, is_error=True, content="".join(parts)).__dict__
