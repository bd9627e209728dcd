# Breaks "the number 4 for "4" ..., or a list/tuple holding the id, or a value of any other JSON
# shape ... are someone else": only string ids are compared, anything else is let through.
# Input {"user_id": ["u_999"]} (a tuple once frozen), {"user_id": 999} or None: returns None.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    asked = call.input.get("user_id")
    if isinstance(asked, str) and asked != call.context.user_id:
        return Deny(
            f"this session can only access its own account, not {asked!r}.",
            "use the signed-in user's own account.",
        )
    return None
