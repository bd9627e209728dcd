# Breaks: "Deny(reason, alternative) ... when ... user_id ... not equal to call.context.user_id"
# for any session user. The alternative names the signed-in holder from the demo desk's USERS,
# which raises KeyError for a session user not on the desk. Input: session "u_123" asking
# lookup_user for "u_999" raises KeyError('u_123') instead of returning a Deny.
from toolhooks import Deny
from toolhooks.examples.support_desk import USERS

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    own = call.context.user_id
    if asked == own:
        return None
    holder = USERS[own]["name"]
    return Deny(
        f"this session can only access its own account, not {asked!r}.",
        f"work on {holder}'s own account ({own}), or ask the person to sign in as that user.",
    )
