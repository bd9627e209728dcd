# WRONG. Breaks: "Otherwise None (or an Allow ...), also when the input has no "user_id"".
# It denies a refund that names no account: issue_refund with {"amount_eur": 20} (no user_id)
# returns a Deny instead of None.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    if "user_id" not in call.input:
        if call.tool_name == "issue_refund":  # money must go to a named account
            return Deny(
                "a refund must name the account it is paid to.",
                "call issue_refund again with the signed-in user's user_id.",
            )
        return None
    if call.input["user_id"] != call.context.user_id:
        return Deny(
            f"this session can only access its own account, not {call.input['user_id']!r}.",
            "use the signed-in user's own account, or ask the person to sign in as that user.",
        )
    return None
