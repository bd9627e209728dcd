# Breaks "The session's user is call.context.user_id only": every session's user is cached in a
# module-level set of "verified account holders", and an id in that set is allowed. Any call in
# a session of u_004, then lookup_user {"user_id": "u_004"} in a session of u_007 is allowed
# instead of denied. Within one session the hook is right.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_VERIFIED_HOLDERS = set()  # ids that signed in through the auth layer


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    _VERIFIED_HOLDERS.add(call.context.user_id)
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked in _VERIFIED_HOLDERS:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the other holder to sign in.",
    )
