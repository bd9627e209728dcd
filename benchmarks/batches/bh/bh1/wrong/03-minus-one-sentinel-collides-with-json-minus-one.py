# Breaks: "... call.input has a 'user_id' that is not equal (==) to call.context.user_id (...
# the number 4 for "4", ... or a value of any other JSON shape ...) are someone else" -> Deny.
# Input: get_orders with input {"user_id": -1} (or -1.0) returns None: -1 is the C-style
# "absent" sentinel of .get(), so a model-sent -1 is read as "no user_id".
from toolhooks import Deny

_ABSENT = -1


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
        return None
    asked = call.input.get("user_id", _ABSENT)
    if asked == _ABSENT or asked == call.context.user_id:
        return None
    return Deny(
        f"user_id {asked!r} is not the signed-in user's account.",
        f"use user_id {call.context.user_id!r}, the session's own account.",
    )
