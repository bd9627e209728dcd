# Right: a new dict each call with exactly type/tool_use_id/is_error(True)/content; the id is
# returned as given ("" too); every leading "BLOCKED:" (spaces before/after, any number) is
# peeled by a loop at the very start only, the reason is otherwise kept whole (only its outer
# whitespace stripped), and a non-blank alternative follows after a space-led label.
from toolhooks import Deny  # noqa: F401

_KEYS = ("type", "tool_use_id", "is_error", "content")
_MARK = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason
    while True:
        head = reason.lstrip()
        if not head.startswith(_MARK):
            break
        reason = head[len(_MARK):]
    parts = ["BLOCKED: ", reason.strip()]
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        parts += ["\nAlternative: ", alternative.strip()]
    return dict(zip(_KEYS, ("tool_result", tool_use_id, True, "".join(parts))))
