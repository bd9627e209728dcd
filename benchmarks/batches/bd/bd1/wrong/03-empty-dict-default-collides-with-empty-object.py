# Breaks "call.input has a "user_id" that is not equal (==) to call.context.user_id (... a value of
# any other JSON shape ...) are someone else": on lookup_user with {"user_id": {}} (an empty JSON
# object) it returns None, because the "missing" default {} is equal to the empty object.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id", {})
    if asked == {}:  # no user_id in the input: nothing to compare
        return None
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as the other holder.",
    )
