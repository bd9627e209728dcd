# Right: a fresh dict literal per call with exactly the four keys; the id is echoed untouched
# (even ""); is_error is the bool True; content is "BLOCKED: " once, the reason with every
# leading run of BLOCKED: (and spaces around) cut by one anchored regex and nothing else
# changed, then a line break and the alternative only when it is not blank by str.strip().
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"(?: *BLOCKED: *)*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason[_LEADING.match(deny.reason).end():]
    parts = ["BLOCKED: ", reason]
    alternative = deny.alternative
    if alternative is not None and alternative.strip() != "":
        parts += ["\nInstead: ", alternative]
    return dict(
        type="tool_result",
        tool_use_id=tool_use_id,
        is_error=True,
        content="".join(parts),
    )
