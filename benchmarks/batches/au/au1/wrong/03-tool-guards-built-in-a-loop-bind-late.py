# Breaks "deny a call to `lookup_user`, `get_orders` or `issue_refund` whose input asks for a
# `user_id` other than the session's" (Exercise 3): one guard lambda per tool is built in a
# comprehension, and each reads the loop variable late, so all compare with the last name,
# "lookup_user"; get_orders or issue_refund with {"user_id": "u_999"} in a u_004 session is
# allowed. lookup_user (the notebook's example) is right.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}
_GUARDS = [lambda name: name == tool for tool in sorted(ACCOUNT_TOOLS)]


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if not any(guard(call.tool_name) for guard in _GUARDS):
        return None
    if "user_id" not in call.input or call.input["user_id"] == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
