# Breaks "Returns: Deny(reason, alternative) when ...": a module metric divides denials by allowed
# calls, so in a fresh process the first call, make_call("issue_refund", {"user_id": "u_999"}) in a
# u_004 session, raises ZeroDivisionError (no call allowed yet) instead of returning a Deny.
import logging

from toolhooks import Deny

_log = logging.getLogger(__name__)
_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_counts = {"allowed": 0, "denied": 0}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if (
        call.tool_name in _ACCOUNT_TOOLS
        and "user_id" in call.input
        and call.input["user_id"] != call.context.user_id
    ):
        _counts["denied"] += 1
        _log.info("same-user denials per allowed call: %.3f", _counts["denied"] / _counts["allowed"])
        return Deny("the account asked for is not the session's", "use the session's own account")
    _counts["allowed"] += 1
    return None
