# WRONG. Breaks: "`call.input` has a "user_id" that is not equal (==) to call.context.user_id
# (`None`, ...) are someone else". `.get()` cannot tell a user_id of None from no user_id:
# lookup_user with input {"user_id": None} in u_004's session is allowed (None), not denied.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id")
    if asked is None:  # no user_id in the request: nothing to compare
        return None
    if asked != call.context.user_id:
        return Deny(
            f"this session can only access its own account, not {asked!r}.",
            "use the signed-in user's own account, or ask the person to sign in as that user.",
        )
    return None
