# Right: fresh four-key dict per call (is_error the bool True, id untouched); one DOTALL fullmatch
# drops every leading "BLOCKED:" run (exact spelling, spaces around, start only) and keeps the reason
# whole but its surrounding whitespace; a non-blank (str.strip) alternative follows on a new line
# after "Alternative: ", its ends stripped; None, "" or blank add nothing.
import re

from toolhooks import Deny  # noqa: F401

_SPLIT = re.compile(r"(?:\s*BLOCKED:\s*)*(.*)", re.DOTALL)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    match = _SPLIT.fullmatch(deny.reason)
    body = match.group(1).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        body = "\n".join((body, "Alternative: " + alternative.strip()))
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content="BLOCKED: " + body)
