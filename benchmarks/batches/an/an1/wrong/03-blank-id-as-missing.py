# Breaks "`None`, `""`, ... are someone else": a whitespace-only id is read as "no user_id given"
# and let through (the empty string is still denied). In a session of "u_004", lookup_user with
# {"user_id": "   "} (or "\n") returns None instead of a Deny.
from toolhooks import Deny

ACCOUNT_TOOLS = {"lookup_user", "get_orders", "issue_refund"}


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if isinstance(asked, str) and asked.isspace():
        return None  # a blank id: the model did not ask for anyone in particular
    if asked == call.context.user_id:
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
