# Right: scans the leading BLOCKED: run by index (skipping str.isspace characters around each
# prefix), then keeps everything after it exactly, surrounding whitespace of the reason included
# (the text allows keeping it); the alternative, only when non-blank by str.strip(), is added in
# parentheses after a space, its own ends stripped. New four-key dict per call, id as given.
from toolhooks import Deny  # noqa: F401


def _after_prefixes(text):
    i, n, mark = 0, len(text), "BLOCKED:"
    while True:
        j = i
        while j < n and text[j].isspace():
            j += 1
        if text.startswith(mark, j):
            i = j + len(mark)
            while i < n and text[i].isspace():
                i += 1
        else:
            return text[i:]


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    text = "BLOCKED: " + _after_prefixes(deny.reason)
    alt = deny.alternative
    if alt and alt.strip():
        text += " (alternative: " + alt.strip() + ")"
    return {"content": text, "is_error": True, "tool_use_id": tool_use_id, "type": "tool_result"}
