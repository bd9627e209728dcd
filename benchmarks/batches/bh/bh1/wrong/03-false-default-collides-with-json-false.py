# Breaks: "call.input has a 'user_id' that is not equal (==) to call.context.user_id (... or a
# value of any other JSON shape ...) are someone else" -> Deny.
# Input: lookup_user with input {"user_id": False} (JSON false) in session u_004 returns None:
# the "no user_id" default False is the same object as the JSON value, so `is False` allows it.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id", False)
    if asked is False:  # no user_id given: the tool uses the session's own account
        return None
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session belongs to {call.context.user_id!r}, not {asked!r}.",
        "work on the signed-in user's own account, or ask the other holder to sign in.",
    )
