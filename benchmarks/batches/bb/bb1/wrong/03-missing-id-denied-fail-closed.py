# Breaks "Otherwise None (or an Allow ...), also when the input has no "user_id"": an account
# tool called without a user_id is treated as malformed and denied ("fail closed"), so
# same_user_hook on lookup_user (or get_orders) with input {} or {"note": "hi"} returns a Deny
# instead of None.
from toolhooks import Deny

_ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in _ACCOUNT_TOOLS:
        return None
    if "user_id" not in call.input:
        return Deny(
            f"{call.tool_name} needs a user_id, and none was given.",
            "ask for the signed-in user's own account explicitly.",
        )
    if call.input["user_id"] != call.context.user_id:
        return Deny(
            "this session can only access its own account.",
            "use the signed-in user's own account, or ask the person to sign in as the holder.",
        )
    return None
