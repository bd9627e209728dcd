# Right: one DOTALL fullmatch eats every leading "BLOCKED:" (with any whitespace before it) and keeps
# the rest of the reason untouched (only its outer whitespace stripped); "BLOCKED: " is added once;
# a non-blank alternative follows on a new line (whitespace before our word "Instead:"), None/""/blank
# add nothing. A new plain dict with exactly the four keys, the id as given.
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"(?:\s*BLOCKED:)*(?P<rest>.*)", re.DOTALL)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING.fullmatch(deny.reason)["rest"].strip()
    pieces = ["BLOCKED: ", reason]
    alternative = deny.alternative
    if alternative is not None and alternative.strip() != "":
        pieces += ["\nInstead: ", alternative.strip()]
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content="".join(pieces))
