# Right: every leading "BLOCKED:" (spaces around it too) is peeled off with str methods only, the
# rest of the reason is kept whole (only its surrounding whitespace stripped), "BLOCKED: " is
# written once, and a non-blank alternative follows after a line break; None/""/blank add nothing.
# The id is returned untouched; an empty one raises ValueError. A new plain dict, four keys.
from toolhooks import Deny  # noqa: F401  (the notebook's import; deny is a Deny)

_MARK = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if tool_use_id == "":
        raise ValueError("a tool_result needs the id of the tool_use it answers, got ''")
    reason = deny.reason
    while True:
        head = reason.lstrip()
        if not head.startswith(_MARK):
            break
        reason = head[len(_MARK):]
    parts = ["BLOCKED: ", reason.strip()]
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        parts.append("\nAlternative: " + alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": "".join(parts)}
