# Breaks "an equal string is the same user" / "ids may hold ... quotes" (any other string is
# someone else -> Deny): a missing user_id is marked with a string sentinel, so an input that
# literally asks for "<missing>" (make_call("lookup_user", {"user_id": "<missing>"})) is allowed.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_MISSING = "<missing>"


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id", _MISSING)
    if asked == _MISSING or asked == call.context.user_id:
        return None
    return Deny(
        f"{call.tool_name} may only be used on the signed-in user's account",
        "ask the customer to contact support from the other account",
    )
