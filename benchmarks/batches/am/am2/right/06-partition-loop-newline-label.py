# Right: a new plain dict per call with exactly the four keys; the id as given (an empty one
# raises ValueError); is_error the bool True; content "BLOCKED: " once, then the reason with
# every leading exact "BLOCKED:" (spaces around it) peeled in a loop, surrounding whitespace
# stripped, then a line break and "Instead: " + the stripped alternative only when not blank.
from toolhooks import Deny  # noqa: F401

_MARK = "BLOCKED:"


def _without_marks(text):
    rest = text.strip()
    while True:
        head, found, tail = rest.partition(_MARK)
        if not found or head:  # no mark, or the mark is not at the very start
            return rest
        rest = tail.strip()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if type(tool_use_id) is not str:
        raise TypeError(f"tool_use_id must be a str, got {type(tool_use_id).__name__}")
    if tool_use_id == "":
        raise ValueError("an empty tool_use_id answers no call")
    text = "BLOCKED: " + _without_marks(deny.reason)
    extra = deny.alternative
    if isinstance(extra, str) and extra.strip() != "":
        text = f"{text}\nInstead: {extra.strip()}"
    return dict(content=text, is_error=True, tool_use_id=tool_use_id, type="tool_result")
