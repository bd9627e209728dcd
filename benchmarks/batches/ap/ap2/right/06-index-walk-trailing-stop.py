# Right: an index walks over whitespace and "BLOCKED:" marks at the very start only (a case-exact
# match), so "blocked:", "BLOCKED :" and labels like "ERROR:" stay; the reason after them is kept
# character for character. A non-blank alternative is stripped and followed by a full stop after a
# line-broken label. The id is whatever was given; "" raises TypeError.
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if isinstance(tool_use_id, str) and len(tool_use_id) == 0:
        raise TypeError("tool_use_id must be the non-empty id of the call")
    reason = deny.reason
    i, n = 0, len(reason)
    while True:
        j = i
        while j < n and reason[j].isspace():
            j += 1
        if reason.startswith("BLOCKED:", j):
            i = j + len("BLOCKED:")
        else:
            break
    body = reason[i:].strip()
    tail = ""
    if deny.alternative is not None:
        alternative = deny.alternative.strip()
        if alternative:
            tail = "\n\nWhat you can do instead: " + alternative + "."
    return dict(zip(("type", "tool_use_id", "is_error", "content"),
                    ("tool_result", tool_use_id, True, "BLOCKED: " + body + tail)))
