# Right: a new plain dict per call with exactly the four keys; "type" a literal plain str, the id
# untouched, is_error the bool True; content "BLOCKED: " once + the reason with every leading
# BLOCKED: (any spaces around, glued, a thousand) sliced off at the start only (surrounding
# whitespace stripped), then " -- instead: <alternative>" only when it is non-blank by str.strip().
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"(?:\s*BLOCKED:)*\s*")  # always matches at 0; linear


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if tool_use_id == "":
        raise ValueError("a tool_result needs the id of the call it answers")
    reason = deny.reason
    reason = reason[_LEADING.match(reason).end():].rstrip()
    advice = deny.alternative.strip() if deny.alternative is not None else ""
    content = "".join(("BLOCKED: ", reason, " -- instead: " + advice if advice else ""))
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=content)
