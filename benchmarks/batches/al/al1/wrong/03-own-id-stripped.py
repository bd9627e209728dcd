# Breaks: "an equal string is the same user" and "`" u_004"` ... [is] someone else" (for "u_004").
# Strips the trusted id once, "to be safe", but not the asked one: with context user_id " u_004", asking for
# " u_004" (the equal string) is denied, and asking for "u_004" is allowed. Contexts without edge spaces
# (the notebook's) behave.
from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    own = call.context.user_id.strip()
    if call.tool_name in ACCOUNT_TOOLS and "user_id" in call.input:
        if call.input["user_id"] != own:
            return Deny(
                f"this session can only access its own account ({own}).",
                "use the signed-in user's own account instead.",
            )
    return None
