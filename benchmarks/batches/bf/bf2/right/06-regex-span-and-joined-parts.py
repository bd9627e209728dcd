# Right: a fresh plain dict each call with exactly the four keys; "type" the plain str, the id as
# given, is_error the bool True. The leading run of (whitespace + "BLOCKED:") is measured with
# re.match and sliced off (all of it, only at the start, "BLOCKED:" exactly); the rest of the
# reason is kept whole (only its surrounding whitespace stripped). The alternative follows after
# " Alternative: " only when it is not blank (a non-empty str that is not all isspace() is exactly
# "not blank by str.strip()"); None, "" and blanks add nothing.
import re

from toolhooks import Deny  # noqa: F401

_LEADING_PREFIXES = re.compile(r"(?:\s*BLOCKED:)*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason
    reason = reason[_LEADING_PREFIXES.match(reason).end():].strip()
    parts = ["BLOCKED:", reason]
    alternative = deny.alternative
    if alternative and not alternative.isspace():
        parts.extend(("Alternative:", alternative.strip()))
    return dict(
        type="tool_result",
        tool_use_id=tool_use_id,
        is_error=True,
        content=" ".join(parts),
    )
