# Right: a private sentinel tells "no user_id key" apart from every JSON value (None, "", (),
# FrozenDict() included); the asked value is compared with call.context.user_id by == only
# (operator.ne), so equal strings match whatever object they are and anything else is
# someone else. Exact tool-name set; Deny has a non-blank alternative; otherwise ALLOW.
import operator

from toolhooks import ALLOW, Deny

_ABSENT = object()
_ACCOUNT_TOOLS = frozenset(("lookup_user", "get_orders", "issue_refund"))


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    asked = call.input.get("user_id", _ABSENT) if call.tool_name in _ACCOUNT_TOOLS else _ABSENT
    if asked is _ABSENT or not operator.ne(asked, call.context.user_id):
        return ALLOW
    return Deny(
        "this session may only use its own account; the requested user_id belongs to "
        "someone else.",
        "carry on with the signed-in customer's own account, or ask them to sign in as the "
        "other account holder.",
    )
