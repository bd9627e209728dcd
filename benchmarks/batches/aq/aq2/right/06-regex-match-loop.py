# Right: a new dict literal per call with exactly the four keys; the id is returned untouched (""
# included); every leading "BLOCKED:" (spaces before/after allowed, exact case) is peeled off by an
# anchored match in a loop, the reason is otherwise kept whole (only its outer whitespace stripped);
# a non-blank alternative follows after " Alternative: ", a None/""/blank one adds nothing.
import re

_ONE_PREFIX = re.compile(r"\s*BLOCKED:")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason
    while (match := _ONE_PREFIX.match(reason)) is not None:
        reason = reason[match.end():]
    pieces = ["BLOCKED: ", reason.strip()]
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        pieces += [" Alternative: ", alternative.strip()]
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": "".join(pieces)}
