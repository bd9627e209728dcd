# Right: without_blocked_prefix drops every leading exact "BLOCKED:" run (spaces around, start only)
# and strips the reason; error_result builds a new {"type", "tool_use_id", "content", "is_error": True}
# per call and refuses an empty id with ResultError (a ValueError and a TypeError). The alternative,
# when str.strip() leaves something, follows stripped after " (instead: " and before ")".
from toolhooks import Deny  # noqa: F401
from toolhooks.decisions import without_blocked_prefix
from toolhooks.results import BLOCKED_PREFIX, error_result


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    message = BLOCKED_PREFIX + without_blocked_prefix(deny.reason)
    alternative = (deny.alternative or "").strip()
    if alternative:
        message += f" (instead: {alternative})"
    return error_result(tool_use_id, message)
