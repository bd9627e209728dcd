# Right: the anchored regex (?:\s*BLOCKED:)* eats every leading exact-case label (spaces around,
# any count, start only); the rest is stripped and kept as it is. " Alternative: <alt>" follows
# only when alt.strip() is non-empty (None, "", blanks add nothing). The id passes untouched
# ("" too); zip builds a new plain dict of exactly the four keys on each call, is_error True.
import re

from toolhooks import Deny

_LEADING_LABELS = re.compile(r"(?:\s*BLOCKED:)*")
_KEYS = ("type", "tool_use_id", "is_error", "content")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason
    reason = reason[_LEADING_LABELS.match(reason).end():].strip()
    advice = deny.alternative.strip() if deny.alternative is not None else ""
    text = "BLOCKED: " + reason + (" Alternative: " + advice if advice else "")
    return dict(zip(_KEYS, ("tool_result", tool_use_id, True, text)))
