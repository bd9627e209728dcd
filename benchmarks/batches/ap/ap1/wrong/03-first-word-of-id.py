# Breaks "call.input has a "user_id" that is not equal (==) to call.context.user_id": only
# the first whitespace-separated word of a string id is compared (models add words after
# ids), so lookup_user {"user_id": "u_004 u_999"} in u_004's session is allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and asked.split():
        asked = asked.split()[0]  # "u_004 (me)" -> "u_004"
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the other account holder to sign in.",
    )
