# Breaks "The session's user is call.context.user_id only": the owner is read once, from the
# first call, and kept ("the session does not change"). After a call in HookContext("u_004",
# ...), a call in HookContext("u_007", ...) for {"user_id": "u_007"} is denied and one for
# {"user_id": "u_004"} is allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_owner = None


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    global _owner
    if _owner is None:
        _owner = call.context.user_id
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == _owner:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
