# WRONG. Breaks: "Otherwise None ..." for the session's own id. In `a and b or c or d`, `and`
# binds tighter than `or`, so the id comparison guards only lookup_user: get_orders or
# issue_refund with {"user_id": "u_004"} in u_004's session is denied.
from toolhooks import Deny


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if (
        asked != call.context.user_id and call.tool_name == "lookup_user"
        or call.tool_name == "get_orders"
        or call.tool_name == "issue_refund"
    ):
        return Deny(
            f"this session can only access its own account, not {asked!r}.",
            "use the signed-in user's own account, or ask the person to sign in as that user.",
        )
    return None
