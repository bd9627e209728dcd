# Breaks "The session's user is call.context.user_id only, never an id among call.context.attributes
# ("user_id", ...)": an invariant asserts the attribute agrees with the context, crashing when it doesn't.
# Input: HookContext("u_004", "free", "s_1", attributes={"user_id": "u_999"}), lookup_user {"user_id": "u_004"} must be allowed.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    own = call.context.user_id
    assert call.context.attributes.get("user_id", own) == own, "context disagrees with itself"
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    if call.input["user_id"] == own:
        return None
    return Deny(
        "this session can only access its own account.",
        "use the signed-in user's own account, or ask the person to sign in as that account.",
    )
