# Breaks: "Other fields of the input (..., `userId`, ...) change nothing" -- out of a JSON-API
# habit the answer reads "userId" first and falls back to "user_id". Input: lookup_user
# {"user_id": "u_999", "userId": "u_004"} in u_004's session must be denied; it is allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})
_MISSING = object()


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = call.input.get("userId", call.input.get("user_id", _MISSING))
    if asked is _MISSING or asked == call.context.user_id:
        return None
    return Deny(
        f"this session belongs to {call.context.user_id!r}, not {asked!r}.",
        "use the signed-in user's own account.",
    )
