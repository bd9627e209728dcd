# Breaks "a "user_id" that is not equal (==) to call.context.user_id ... are someone else":
# invisible characters (zero-width space, joiners, BOM) are removed from the model's id first.
# Session "u_004", input {"user_id": "u_004\u200b"} to get_orders: returns None, not a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = ("lookup_user", "get_orders", "issue_refund")
INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str):
        asked = asked.translate(INVISIBLE)  # models sometimes emit invisible junk
    if asked == call.context.user_id:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account id.",
    )
