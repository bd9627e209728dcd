# Breaks "a user_id nested in another field ... change[s] nothing": when the input has a user_id,
# the id compared is the last "user_id" found walking the whole input ("the most specific one"),
# so lookup_user with {"user_id": "u_999", "filter": {"user_id": "u_004"}} in a u_004 session
# is allowed (None) instead of denied. Inputs without nesting are judged right.
from collections.abc import Mapping

from toolhooks import Deny

_ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def _user_ids(value):
    if isinstance(value, Mapping):
        for key, inner in value.items():
            if key == "user_id":
                yield inner
            yield from _user_ids(inner)
    elif isinstance(value, tuple):
        for inner in value:
            yield from _user_ids(inner)


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    *_, asked = _user_ids(call.input)
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask them to sign in as the other holder.",
    )
