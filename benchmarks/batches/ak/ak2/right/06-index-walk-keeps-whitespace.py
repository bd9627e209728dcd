# Right: walks past the leading prefixes by index (any number, spaces before/after each, exact
# case), keeps the rest of the reason character for character (its trailing whitespace too,
# which the text allows), and adds " -- you could: <alternative stripped>." only when the
# alternative is not blank; returns a new dict each call, the id as given, is_error True.
from toolhooks import Deny  # noqa: F401

TAG = "BLOCKED:"


def _skip_tags(text):
    i = 0
    while True:
        j = i
        while j < len(text) and text[j] == " ":
            j += 1
        if text.startswith(TAG, j):
            i = j + len(TAG)
        else:
            return text[j:]


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    body = _skip_tags(deny.reason)
    alt = (deny.alternative or "").strip()
    if alt:
        body = f"{body} -- you could: {alt}."
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = "BLOCKED: " + body
    return result
