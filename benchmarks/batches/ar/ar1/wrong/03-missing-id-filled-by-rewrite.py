# Breaks "Otherwise None (or an Allow ...), also when the input has no "user_id"": a Claude
# Code habit (updatedInput) fills the missing id with the session's own, so
# lookup_user with input {} returns Rewrite({"user_id": "u_004"}) instead of None.
# Calls that name an id are judged correctly.
from toolhooks import Deny, Rewrite

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS:
        return None
    own = call.context.user_id
    if "user_id" not in call.input:
        return Rewrite({**call.input, "user_id": own})  # default to the session's own account
    if call.input["user_id"] == own:
        return None
    return Deny(
        f"this session can only access its own account, not {call.input['user_id']!r}.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
