# Breaks: "a "user_id" that is not equal (==) to call.context.user_id ... [is] someone else".
# Ids are compared without a leading "@" (the chat-handle spelling, "@u_004"), so in a session
# of "u_004", lookup_user for "@u_004" (or "@@u_004") is allowed instead of denied.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def _handle(account):
    return account.lstrip("@") if isinstance(account, str) else account


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if _handle(asked) == _handle(call.context.user_id):
        return None
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account holder.",
    )
