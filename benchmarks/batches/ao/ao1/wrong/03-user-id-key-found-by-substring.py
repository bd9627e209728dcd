# Breaks "Otherwise None ..., also when the input has no "user_id"" and "Other fields of the input
# (session_user, customer_id, target_user_id, ...) change nothing": the hook acts when any key merely
# contains "user_id", then reads .get("user_id"), so lookup_user with {"target_user_id": "u_004"} in a
# u_004 session compares None with "u_004" and is denied.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if not any("user_id" in key for key in call.input):
        return None
    asked = call.input.get("user_id")
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "work with the signed-in user's own account, or ask the person to sign in as that user.",
    )
