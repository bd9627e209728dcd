# Breaks "an equal string is the same user, whether or not it is the same object": the ids are compared
# with `is`. Literal ids are interned, so the ordinary case passes, but in a session of "u_004" a
# lookup_user whose user_id is built at run time ("".join(["u_", "004"]), or read by json.loads) is a
# different object and gets a Deny where None is due.
from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked is call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as that user.",
    )
