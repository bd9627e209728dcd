# WRONG. Breaks: "a "user_id" that is not equal (==) to call.context.user_id (`None`, `""`, ...,
# the number `4` ...) are someone else". `not in` on a string is a substring test: in u_004's
# session lookup_user with {"user_id": ""}, "u_00" or "4" is allowed, and {"user_id": 4} or
# {"user_id": None} raises TypeError instead of returning a Deny.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ("lookup_user", "get_orders", "issue_refund"):
        return None
    if "user_id" not in call.input:
        return None
    allowed = call.context.user_id
    if call.input["user_id"] not in allowed:
        return Deny(
            "this session can only access its own account.",
            "use the signed-in user's own account, or ask the person to sign in as that user.",
        )
    return None
