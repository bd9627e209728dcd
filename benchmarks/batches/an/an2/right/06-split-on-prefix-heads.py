# Right: splitting on "BLOCKED:" makes every leading prefix a blank head piece; those heads are
# dropped and the rest joined back, so a BLOCKED: later in the text (or "blocked:", "BLOCKED :")
# stays. "BLOCKED: " once, the reason whole; " Alternative: <alt>" only for a non-blank alternative.
# A fresh dict each call, four keys, is_error the bool True.
from toolhooks import Deny  # noqa: F401

_MARK = "BLOCKED:"


def _own_text(reason):
    pieces = reason.split(_MARK)
    while len(pieces) > 1 and not pieces[0].strip():  # only whitespace before this prefix
        del pieces[0]
    return _MARK.join(pieces).strip()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    text = "BLOCKED: " + _own_text(deny.reason)
    extra = (deny.alternative or "").strip()
    if extra:
        text += " Alternative: " + extra
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = text
    return result
